/**
 * The export request's field limits, apart from src/exports/schema.ts (which names every
 * platform's connector, server code) so the console's export form checks the same numbers.
 */
export const EXPORT_LIMITS = {
  /** A template's name in the platform. */
  name: { max: 200 },
  /** An eml export's From header. */
  from: { min: 3, max: 300 },
} as const;
