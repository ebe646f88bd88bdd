/** Words a platform's own screens spell in capitals. */
const ACRONYMS = new Set(['api', 'url', 'id', 'rest']);

/**
 * A credential field's name as a person reads it on a form ("apiKey" → "API key", "accessKeyId" →
 * "Access key ID", "restEndpoint" → "REST endpoint"): the API names them in camelCase, as its JSON
 * does, and the platforms' own settings pages say them in words.
 */
export function credentialLabel(name: string): string {
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .split(' ')
    .map((w) => (ACRONYMS.has(w.toLowerCase()) ? w.toUpperCase() : w.toLowerCase()));
  const [first = '', ...rest] = words;
  return [first.charAt(0).toUpperCase() + first.slice(1), ...rest].join(' ');
}
