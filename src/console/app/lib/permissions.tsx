import { useQuery } from '@tanstack/react-query';
import type { AccountInfo } from '@brandmail/sdk';
import { useClient } from './context';
import { hasPermission } from '../../../accounts/permissions';

/** Whether a key's permissions include `permission` (`*` holds them all): the API's own rule. */
export const holds = hasPermission;

/**
 * The account and the signed-in key (`GET /v1/account`, which any valid key may read), shared
 * by every screen that shows what the key may not use before it is tried.
 */
export function useAccount() {
  const client = useClient();
  // Read again as each screen opens (Settings shows this month's usage from it); the cached answer is shown meanwhile.
  return useQuery<AccountInfo>({ queryKey: ['account'], queryFn: () => client.account.get() });
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
      This API key may not {what} (that needs the {permission} permission). Ask an account holder for a key with that permission.
    </p>
  );
}
