/** Permission names a key can hold (DESIGN.md §4); `*` grants all of them. */
export const PERMISSIONS = [
  'projects:read',
  'projects:write',
  'emails:read',
  'emails:write',
  'validate',
  'previews:read',
  'previews:write',
  'contacts:read',
  'contacts:write',
  'exports:read',
  'exports:write',
  'webhooks:read',
  'webhooks:write',
  // Lists, creates and revokes the account's API keys (the console's settings); a key holding it
  // grants only permissions it holds itself. The first-start key holds it through `*`.
  'keys:manage',
] as const;

export type Permission = (typeof PERMISSIONS)[number];
export const ENVIRONMENTS = ['test', 'live'] as const;
export type Environment = (typeof ENVIRONMENTS)[number];
export const PLANS = ['free', 'premium', 'business', 'enterprise'] as const;
export type Plan = (typeof PLANS)[number];

/** Requests per minute for each plan (DESIGN.md §4); 0 means unlimited. */
export const PLAN_RATE_LIMITS: Record<Plan, number> = {
  free: 20,
  premium: 100,
  business: 100,
  enterprise: 10_000,
};

export function parsePermissions(input: string): string[] {
  const list = input
    .split(/[\s,]+/)
    .map((p) => p.trim())
    .filter(Boolean);
  if (list.length === 0) throw new Error('At least one permission is required (or * for all).');
  if (list.includes('*')) return ['*'];
  const unknown = list.filter((p) => !(PERMISSIONS as readonly string[]).includes(p));
  if (unknown.length) throw new Error(`Unknown permission(s): ${unknown.join(', ')}. Known: ${PERMISSIONS.join(' ')} or *`);
  return [...new Set(list)];
}

export function hasPermission(granted: readonly string[], required: string): boolean {
  return granted.includes('*') || granted.includes(required);
}
