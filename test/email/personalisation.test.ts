import { describe, expect, it } from 'vitest';
import { renderEmail, renderHtml, renderText } from '../../src/email';
import { $html, loadFixture } from './helpers';

const klaviyo = ({ field, fallback }: { field: string; fallback: string }) => `{{ ${field}|default:'${fallback}' }}`;

describe('personalisation tokens', () => {
  const doc = loadFixture('welcome');

  it('read as their fallback text by default, so previews read naturally', async () => {
    const { html, subject, text } = await renderEmail(doc);
    expect(subject).toBe('Welcome to Loom, there');
    expect(html).toContain('Welcome aboard, <!-- -->there<!-- -->!');
    expect(text).toContain('Questions? Just reply to this email, friend');
  });

  it('are translated per platform and reach the HTML byte for byte', async () => {
    const html = await renderHtml(doc, { mergeTag: klaviyo });
    expect(html).toContain("Welcome aboard, {{ firstName|default:'there' }}!");
    expect(html).toContain("<title>Welcome to Loom, {{ firstName|default:'there' }}</title>");
    expect(html).not.toContain('&#x27;there&#x27;');
  });

  it('cannot open a tag even if the translation contains one', async () => {
    const html = await renderHtml(doc, { mergeTag: () => '<script>alert(1)</script>' });
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;script>alert(1)&lt;/script>');
  });

  it('are translated in the subject, preheader and plain text', async () => {
    const rendered = await renderEmail(loadFixture('rtl-arabic-ramadan'), {
      mergeTag: ({ field }) => `*|${field.toUpperCase()}|*`,
    });
    expect(rendered.subject).toBe('رمضان كريم يا *|FIRSTNAME|*');
    expect(rendered.text).toContain('أهلاً *|FIRSTNAME|*');
  });
});

describe('unsubscribe and preferences URLs', () => {
  const doc = loadFixture('all-blocks');

  it('come from the footer by default', async () => {
    const html = await renderHtml(doc);
    expect(html).toContain('href="https://ridgeline.example/email/unsubscribe"');
    expect(html).toContain('href="https://ridgeline.example/email/preferences"');
  });

  it("are replaced by the platform's own tags on export, unescaped", async () => {
    const html = await renderHtml(doc, {
      unsubscribeUrl: '<%asm_group_unsubscribe_raw_url%>',
      preferencesUrl: '{{ manage_url }}',
    });
    expect(html).toContain('href="<%asm_group_unsubscribe_raw_url%>"');
    expect(html).toContain('href="{{ manage_url }}"');
    expect(html).not.toContain('ridgeline.example/email/unsubscribe');
    const text = renderText(doc, { unsubscribeUrl: '*|UNSUB|*' });
    expect(text).toContain('Unsubscribe (*|UNSUB|*)');
  });

  it('cannot break out of the href attribute', async () => {
    const html = await renderHtml(doc, { unsubscribeUrl: '" onclick="alert(1)' });
    expect(html).toContain('href="&quot; onclick=&quot;alert(1)"');
    expect($html(html)('[onclick]').length).toBe(0);
  });
});
