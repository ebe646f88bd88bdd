/**
 * What GET /v1/export/platforms lists: every platform connector and file format, with the
 * credential fields a request needs and what the export creates there.
 */
import type { Connector } from './connector';
import { connectors } from './platforms';
import { FILE_FORMATS, type PlatformInfo } from './schema';

export function platformCatalogue(): PlatformInfo[] {

  const list: PlatformInfo[] = Object.values(connectors).map((c) => ({
    platform: c.platform,
    label: c.label,
    kind: 'platform' as const,
    creates: CREATES[c.platform] ?? 'a template',
    docsUrl: c.docsUrl,
    credentialFields: describeFields(c),
    mergeTagExample: c.mergeTag({ field: 'firstName', fallback: 'there' }),
    unsubscribeTag: c.unsubscribeTag,
  }));
  const files: Record<string, [string, string]> = {
    html: ['HTML file', 'one self-contained .html file (images stay remote)'],
    zip: ['ZIP archive', 'a .zip with index.html and its images under images/'],
    eml: ['EML message', 'an RFC 5322 .eml message from the brand’s sender (text and HTML parts, List-Unsubscribe headers)'],
    mjml: ['MJML source', 'an .mjml file (MJML 4: brand fonts and colours in mj-head, one mj-section per block) that compiles with the mjml package'],
    pdf: ['PDF', 'a .pdf of the email as a desktop client shows it (A4 or Letter; selectable text, live links), optionally with the mobile rendering'],
  };
  for (const f of FILE_FORMATS) {
    list.push({ platform: f, label: files[f][0], kind: 'file', creates: files[f][1], docsUrl: null, credentialFields: [], mergeTagExample: null, unsubscribeTag: null });
  }
  return list;
}

const CREATES: Record<string, string> = {
  mailchimp: 'a user template',
  klaviyo: 'a CODE template',
  sendgrid: 'a dynamic template with an active version',
  brevo: 'an SMTP template',
  hubspot: 'a coded email template and a draft marketing email using it',
  'campaign-monitor': 'a template (imported from a URL brandmail serves)',
  activecampaign: 'a message (the content of a campaign)',
  mailjet: 'a marketing template with its content',
  postmark: 'a standard template',
  ses: 'an email template',
  customerio: 'a draft newsletter',
  iterable: 'an email template',
  braze: 'an email template',
  resend: 'a published template',
};

function describeFields(c: Connector<any>): PlatformInfo['credentialFields'] {
  return Object.entries(c.credentialFields.shape as Record<string, { safeParse(v: unknown): { success: boolean; error?: { issues: Array<{ message: string }> } }; description?: string }>).map(
    ([name, schema]) => ({
      name,
      required: !schema.safeParse(undefined).success,
      secret: c.secretFields.includes(name),
      description: schema.description ?? schema.safeParse('').error?.issues[0]?.message ?? name,
    }),
  );
}

