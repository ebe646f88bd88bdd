/**
 * Email validation as a library: each check is `async (input, options, context?) => result`,
 * taking the email (`{ html, subject?, text?, language? }`) or an already loaded one, so that
 * /all parses the HTML once for every check.
 */
export { checkAccessibility } from './accessibility';
export { validateAll } from './all';
export { checkCompatibility } from './compatibility';
export type { CheckContext } from './context';
export { checkDeliverability } from './deliverability';
export { loadEmail, type EmailInput, type LoadedEmail } from './document';
export { checkLinks } from './links';
export { checkSpelling } from './spelling';
export * from './schema';
export { resolveEmailInput, type ConversationEmail, type ConversationLookup } from './source';
