/**
 * A contact's field lengths, apart from fields.ts (whose address rules use Node's URL and Buffer)
 * so the console's add-contact form bundles the numbers the API checks, not copies of them.
 */
/** An address as typed: RFC 5321's path limit; the 254-octet address rule is fields.ts's. */
export const MAX_EMAIL = 320;
/** A first or last name, once trimmed. */
export const MAX_NAME = 200;
