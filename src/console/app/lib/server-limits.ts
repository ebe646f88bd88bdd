/**
 * The API's limits whose modules the browser cannot bundle, as the console build wrote them in
 * (src/console/assets.ts, SERVER_LIMITS): the route's own numbers, never copies.
 */
declare const BRANDMAIL_LOGO_MAX_BYTES: number;

/** PUT /v1/projects/{id}/logo's body limit (projects/logo.ts). */
export const LOGO_MAX_BYTES = BRANDMAIL_LOGO_MAX_BYTES;
