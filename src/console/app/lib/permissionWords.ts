import type { Permission } from '../../../accounts/permissions';

/**
 * What each permission lets a key do, in a marketer's words, with the area it belongs to. A
 * Record over the API's permission type, so a permission the API adds is a type error here until
 * it is described. The code (`projects:read`) stays beside the words for developers.
 */
export const PERMISSION_WORDS: Record<Permission, { area: string; words: string }> = {
  'projects:read': { area: 'Brands', words: 'See brands' },
  'projects:write': { area: 'Brands', words: 'Import and edit brands' },
  'emails:read': { area: 'Emails', words: 'Read emails' },
  'emails:write': { area: 'Emails', words: 'Write emails and send tests' },
  validate: { area: 'Checks', words: 'Check emails' },
  'previews:read': { area: 'Previews', words: 'See previews' },
  'previews:write': { area: 'Previews', words: 'Render previews' },
  'contacts:read': { area: 'Contacts', words: 'See contacts' },
  'contacts:write': { area: 'Contacts', words: 'Add and change contacts' },
  'exports:read': { area: 'Exports', words: 'See exports and saved connections' },
  'exports:write': { area: 'Exports', words: 'Export emails' },
  'webhooks:read': { area: 'Webhooks', words: 'See webhooks' },
  'webhooks:write': { area: 'Webhooks', words: 'Manage webhooks' },
  'keys:manage': { area: 'API keys', words: 'Manage API keys' },
};

/** `*` holds every permission, those the API adds later too. */
export const EVERYTHING = 'Everything, including permissions added later';

/** A permission in words ("See brands"); an unknown code as it is. */
export const permissionWords = (code: string): string => (code === '*' ? EVERYTHING : (PERMISSION_WORDS[code as Permission]?.words ?? code));

/** "“See brands” (projects:read)": how a note names a permission a key lacks. */
export const permissionNamed = (code: string): string => `“${permissionWords(code)}” (${code})`;
