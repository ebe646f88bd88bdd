/**
 * What an account has used this calendar month, counted from the tables the capabilities already
 * keep (no counter of its own to drift from them). Checks (`/v1/validate/*`) store nothing, so
 * they cannot be counted here; the settings screen says so rather than showing a made-up zero.
 */
import type { Owner } from '../store/owned';
import type { Environment } from './permissions';
import type { AccountsStore } from './store';

export type Usage = {
  environment: Environment;
  period: { start: string; end: string };
  emailsGenerated: number;
  brandImports: number;
  previews: number;
  exports: number;
  testSends: number;
  contactsStored: number;
};

/** The UTC calendar month holding `now`: [start, end). */
export function calendarMonth(now: Date): { start: string; end: string } {
  const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const end = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
  return { start: start.toISOString(), end: end.toISOString() };
}

export async function monthlyUsage(store: AccountsStore, owner: Owner, now = new Date()): Promise<Usage> {
  const period = calendarMonth(now);
  const [emailsGenerated, brandImports, previews, exports, testSends, contactsStored] = await Promise.all([
    // A generation or a refinement that produced a version; refused and failed requests are not use.
    store.countUsage('email_messages', owner, period, true),
    store.countUsage('projects', owner, period),
    store.countUsage('previews', owner, period),
    store.countUsage('exports', owner, period),
    store.countUsage('test_sends', owner, period),
    store.countUsage('contacts', owner),
  ]);
  return { environment: owner.environment, period, emailsGenerated, brandImports, previews, exports, testSends, contactsStored };
}
