/**
 * A team's own HTML in a test send has its merge tags filled with their fallbacks: every syntax
 * brandmail's exports write (each platform connector's, and the MJML export's Handlebars) is read
 * back to its fallback, with either quote and spaces or none; a tag without a fallback, and text
 * that only looks like a tag, are left as written.
 */
import { describe, expect, it } from 'vitest';
import { connectors } from '../../src/exports/platforms';
import { HANDLEBARS } from '../../src/exports/files/mjml';
import { fillMergeTags } from '../../src/test-sends/merge-tags';

const writers = [['handlebars (mjml)', HANDLEBARS.mergeTag], ...Object.entries(connectors).map(([name, c]) => [name, c.mergeTag.bind(c)] as const)] as const;
const tokens = [
  { field: 'firstName', fallback: 'there' },
  { field: 'lastName', fallback: "O'Brien & co" },
  { field: 'city', fallback: 'your city' },
];

describe('fillMergeTags', () => {
  it.each(writers)('%s: each tag it writes with a fallback reads as that fallback, in a sentence', (_, write) => {
    for (const token of tokens) {
      const tag = write(token);
      const expected = tag.includes(token.fallback) ? token.fallback : tag;
      expect(fillMergeTags(`Hi ${tag}, welcome.`), tag).toBe(`Hi ${expected}, welcome.`);
      // Two tags side by side are two tags.
      expect(fillMergeTags(`${tag} ${tag}`), tag).toBe(`${expected} ${expected}`);
    }
  });

  it('reads spaces, either quote and HTML-escaped quotes alike', () => {
    expect(fillMergeTags(`{{first_name|default:'there'}}`)).toBe('there');
    expect(fillMergeTags(`{{ first_name | default: "there" }}`)).toBe('there');
    expect(fillMergeTags(`{{ first_name|default:&quot;there&quot; }}`)).toBe('there');
    expect(fillMergeTags(`{{ #if firstName }}{{ firstName }}{{ else }}there{{ /if }}`)).toBe('there');
    expect(fillMergeTags(`<a href="https://shop.example/?n={{ first_name|default:'x' }}">`)).toBe('<a href="https://shop.example/?n=x">');
  });

  it('leaves tags without a fallback and text that only looks like a tag', () => {
    for (const text of ['*|FNAME|*', '{{ first_name }}', '%FIRSTNAME%', '{{{FIRST_NAME}}}', '50% off {today}', '[link](https://x.example)', '**bold**', '{{#if a}}{{b}}{{else}}x{{/if}}', '<p>[[data]]</p>']) {
      expect(fillMergeTags(text)).toBe(text);
    }
  });
});
