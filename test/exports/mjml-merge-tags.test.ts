/**
 * The mjml export in a platform's merge-tag dialect (`mergeTags` on the request): the printed MJML
 * and the HTML the `mjml` package compiles from it under strict validation carry that platform's
 * merge, unsubscribe and preferences tags — the connector's own syntax, as its export writes it —
 * and no Handlebars; without `mergeTags` the file is Handlebars as before.
 */
import fs from 'node:fs';
import path from 'node:path';
import mjml2html from 'mjml';
import { describe, expect, it } from 'vitest';
import { prepareEmail } from '../../src/exports/content';
import { mjmlFile, mjmlTranslation } from '../../src/exports/files/mjml';
import { connectors } from '../../src/exports/platforms';
import { CreateExportRequest, MERGE_TAG_DIALECTS } from '../../src/exports/schema';

const DIR = path.join(import.meta.dirname, '../fixtures/documents');
const welcome = JSON.parse(fs.readFileSync(path.join(DIR, 'welcome.json'), 'utf8'));
const FIRST_NAME = { field: 'firstName', fallback: 'there' };

/** The document with a preferences link in its footer, so the preferences tag is exercised too. */
const document = {
  ...welcome,
  blocks: welcome.blocks.map((b: { type: string }) => (b.type === 'footer' ? { ...b, preferencesUrl: 'https://loom.example/preferences', preferencesLabel: 'Preferences' } : b)),
};

async function exported(dialect?: string) {
  const email = await prepareEmail({ kind: 'document', document }, { name: 'Welcome' });
  const source = mjmlFile(document, email, dialect).data.toString('utf8');
  const compiled = await mjml2html(source, { validationLevel: 'strict' });
  return { source, html: compiled.html, errors: compiled.errors };
}

const count = (haystack: string, needle: string) => haystack.split(needle).length - 1;

describe('mjml export: merge tags in a platform’s dialect', () => {
  it('the fixture has merge tags in its subject, preheader or body, and an unsubscribe link', () => {
    expect(JSON.stringify(document)).toContain('"mergeTag"');
    expect(document.blocks.some((b: { type: string }) => b.type === 'footer')).toBe(true);
  });

  it.each(['mailchimp', 'klaviyo'])('%s: its merge, unsubscribe and preferences tags in the MJML and in the compiled HTML', async (platform) => {
    const connector = connectors[platform];
    const { source, html, errors } = await exported(platform);
    expect(errors).toEqual([]);
    const mergeTag = connector.mergeTag(FIRST_NAME);
    for (const out of [source, html]) {
      expect(out).toContain(mergeTag);
      expect(out).toContain(`href="${connector.unsubscribeTag}"`);
      expect(out).toContain(`href="${connector.preferencesTag}"`);
      expect(out).not.toContain('{{#if');
      expect(out).not.toContain('https://loom.example/preferences');
    }
    // Every firstName tag of the document is printed, not only the first one; the subject's in the title.
    expect(count(html, mergeTag)).toBe(count(JSON.stringify(document.blocks), '"field":"firstName"') + count(JSON.stringify([document.subject, document.preheader]), '"field":"firstName"'));
    expect(html).toMatch(new RegExp(`<title>[^<]*${mergeTag.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
  });

  it('Mailchimp and Klaviyo tags as those platforms document them', async () => {
    const mailchimp = await exported('mailchimp');
    expect(mailchimp.html).toContain('*|IF:FNAME|**|FNAME|**|ELSE:|*there*|END:IF|*');
    expect(mailchimp.html).toContain('href="*|UNSUB|*"');
    const klaviyo = await exported('klaviyo');
    expect(klaviyo.html).toContain("{{ first_name|default:'there' }}");
    expect(klaviyo.html).toContain('href="{% unsubscribe_url %}"');
  });

  it('without a dialect (or "handlebars") the file is Handlebars with the real unsubscribe link, as before', async () => {
    const byDefault = await exported();
    const handlebars = await exported('handlebars');
    expect(handlebars.source).toBe(byDefault.source);
    expect(byDefault.errors).toEqual([]);
    expect(byDefault.html).toContain('{{#if firstName}}{{firstName}}{{else}}there{{/if}}');
    expect(byDefault.html).toContain('https://loom.example/preferences');
    expect(byDefault.html).not.toContain('*|');
    // As before: the title and preview text read the subject's and preheader's tags as their fallback.
    expect(byDefault.source).toContain('<mj-title>Welcome to Loom, there</mj-title>');
  });

  // Every dialect's tags survive MJML's parser and its CSS inliner verbatim (quotes, braces, pipes, %).
  it.each(MERGE_TAG_DIALECTS)('%s: compiles under strict validation, its tags verbatim in the HTML', async (dialect) => {
    const { errors, html } = await exported(dialect);
    expect(errors).toEqual([]);
    const translation = mjmlTranslation(dialect);
    expect(html).toContain(translation.mergeTag(FIRST_NAME));
    expect(html).toContain(`href="${translation.unsubscribeTag ?? 'https://loom-notes.example/unsubscribe'}"`);
  });

  it('the request takes mergeTags for mjml exports only, and only a known dialect', () => {
    const base = { conversationId: 'conv_1', platform: 'mjml' };
    expect(CreateExportRequest.safeParse({ ...base, mergeTags: 'klaviyo' }).success).toBe(true);
    expect(CreateExportRequest.safeParse(base).success).toBe(true);
    const unknown = CreateExportRequest.safeParse({ ...base, mergeTags: 'mailchump' });
    expect(unknown.success).toBe(false);
    expect(unknown.error!.issues[0].path).toEqual(['mergeTags']);
    const notMjml = CreateExportRequest.safeParse({ conversationId: 'conv_1', platform: 'html', mergeTags: 'klaviyo' });
    expect(notMjml.success).toBe(false);
    expect(notMjml.error!.issues.map((i) => i.message)).toContain('only used by mjml exports');
  });
});
