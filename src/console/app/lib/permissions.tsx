import { useQuery } from '@tanstack/react-query';
import type { AccountInfo } from '@brandmail/sdk';
import { useClient } from './context';
import { hasPermission } from '../../../accounts/permissions';
import { permissionNamed } from './permissionWords';

/** Whether a key's permissions include `permission` (`*` holds them all): the API's own rule. */
export const holds = hasPermission;

/**
 * How long the account read is shared by the screens before one reads it again: a key's
 * permissions and the plan change rarely (an account holder's doing), and a screen that opens
 * should not wait on, or spend a request of the rate limit on, what the last one read.
 */
export const ACCOUNT_STALE_MS = 5 * 60_000;

/**
 * The account and the signed-in key (`GET /v1/account`, which any valid key may read), read
 * once and shared by every screen that shows what the key may not use before it is tried.
 * `fresh` reads it again as the screen opens, the cached answer shown meanwhile (Settings: its
 * usage figures are this month's so far).
 */
export function useAccount({ fresh = false }: { fresh?: boolean } = {}) {
  const client = useClient();
  return useQuery<AccountInfo>({ queryKey: ['account'], queryFn: () => client.account.get(), staleTime: ACCOUNT_STALE_MS, refetchOnMount: fresh ? 'always' : true });
}

/**
 * Whether the signed-in key holds each permission: true or false once the account is read,
 * undefined until then (and when it cannot be read: the API's own answer then says it).
 */
export function usePermissions<P extends string>(...permissions: P[]): Record<P, boolean | undefined> {
  const account = useAccount();
  const held = account.data?.key.permissions;
  return Object.fromEntries(permissions.map((p) => [p, held ? holds(held, p) : undefined])) as Record<P, boolean | undefined>;
}

/** What a part of a screen would do, said in place of it for a key without the permission. */
export function Unavailable({ what, permission }: { what: string; permission: string }) {
  return (
    <p className="note" role="status">
      This API key may not {what} (that needs the permission {permissionNamed(permission)}). Ask an account holder for a key with that permission.
    </p>
  );
}
