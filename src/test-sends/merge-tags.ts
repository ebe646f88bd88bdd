/**
 * Merge tags in HTML a team sends as is (`html` + `subject`), filled with their fallbacks so a test
 * recipient reads the email as a contact without that field would — as a test send of a
 * generated email already does. The tags recognised are the ones brandmail's own exports write:
 * Handlebars (the MJML default, SendGrid, SES), and every platform connector's syntax
 * (src/exports/platforms), e.g. `*|IF:FNAME|**|FNAME|**|ELSE:|*there*|END:IF|*`,
 * `{{ first_name|default:"there" }}`, `[firstname,fallback=there]`. Each syntax has one
 * pattern; test/test-sends/merge-tags.test.ts fills what every connector writes, so a
 * connector's syntax and its reading cannot drift apart unnoticed. Spaces around the tag's parts and
 * either quote are accepted. A tag without a fallback (`*|FNAME|*`, `%FIRSTNAME%`) has nothing to
 * be filled with and is left as written.
 */
const Q = `(?:'|"|&quot;|&#0*39;|&#x0*27;|&apos;)`;
/** A field as the platforms name it: `firstName`, `FNAME`, `contact.FIRSTNAME`, `${first_name}`. */
const F = String.raw`[\w.$-]{1,100}`;
/** A fallback as written in a tag: no tag delimiters, markup or line breaks. */
const FB = String.raw`([^<>{}\[\]|*\r\n]{0,200}?)`;

/**
 * One pattern per syntax; the fallback is its last group that matched (a field named to be
 * repeated comes first). Longest forms first: a Handlebars
 * `{{#if}}…{{else}}…{{/if}}` is read whole before any shorter tag inside it.
 */
const READERS: RegExp[] = [
  // Handlebars (MJML default, SendGrid, SES): {{#if firstName}}{{firstName}}{{else}}there{{/if}}
  String.raw`\{\{\s*#if\s+(?<f>${F})\s*\}\}\s*\{\{\s*\k<f>\s*\}\}\s*\{\{\s*else\s*\}\}${FB}\{\{\s*\/if\s*\}\}`,
  // Mustache sections (Postmark): {{#firstName}}{{firstName}}{{/firstName}}{{^firstName}}there{{/firstName}}
  String.raw`\{\{\s*#(?<f>${F})\s*\}\}\s*\{\{\s*\k<f>\s*\}\}\s*\{\{\s*\/\k<f>\s*\}\}\{\{\s*\^\k<f>\s*\}\}${FB}\{\{\s*\/\k<f>\s*\}\}`,
  // Mailchimp: *|IF:FNAME|**|FNAME|**|ELSE:|*there*|END:IF|*
  String.raw`\*\|IF:(?<f>${F})\|\*\s*\*\|\k<f>\|\*\s*\*\|ELSE:\|\*${FB}\*\|END:IF\|\*`,
  // A default filter (Klaviyo, Brevo, HubSpot, Customer.io, Braze): {{ first_name|default:"there" }},
  // {{ contact.FIRSTNAME | default : 'there' }}, {{ contact.firstname|default("there") }}, {{ person|lookup:'x'|default:'there' }}
  String.raw`\{\{\s*(?:${F}|${F}\s*\|\s*lookup\s*:\s*${Q}${F}${Q}|(?:${F}\.)?\$\{${F}\})\s*\|\s*default\s*(?::\s*${Q}${FB}${Q}|\(\s*${Q}${FB}${Q}\s*\))\s*\}\}`,
  // Iterable: {{defaultIfEmpty firstName "there"}}
  String.raw`\{\{\s*defaultIfEmpty\s+${F}\s+${Q}${FB}${Q}\s*\}\}`,
  // Mailjet: [[data:firstname:"there"]]
  String.raw`\[\[\s*data:${F}:${Q}${FB}${Q}\s*\]\]`,
  // Campaign Monitor: [firstname,fallback=there]
  String.raw`\[${F},\s*fallback=${FB}\]`,
].map((p) => new RegExp(p, 'g'));

/** `text` with every recognised merge tag replaced by its fallback. */
export function fillMergeTags(text: string): string {
  if (!/[{[*]/.test(text)) return text;
  return READERS.reduce((out, reader) => out.replace(reader, (...args: unknown[]) => fallbackOf(args)), text);
}

/** Of a replacer's arguments (match, groups…, offset, whole, named): the last group that matched. */
function fallbackOf(args: unknown[]): string {
  const groups = args.slice(1, args.findIndex((a) => typeof a === 'number'));
  return (groups.filter((g) => g !== undefined).at(-1) as string | undefined) ?? '';
}
