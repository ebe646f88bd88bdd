import type { Services } from '../services';

/**
 * Everything a route may call: the services, built once at start-up (src/services.ts) and handed
 * to each routes plugin; routes never open connections or construct services themselves.
 */
export type AppContext = Services;
