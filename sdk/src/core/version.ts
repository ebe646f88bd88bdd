/** Sent in the User-Agent; kept in step with sdk/package.json (a test checks). */
export const SDK_VERSION = '0.1.0';
