/**
 * What an account has used this calendar month, counted from the tables the capabilities already
 * keep (no counter of its own to drift from them). Checks (`/v1/validate/*`) store nothing, so
 * they cannot be counted here; the settings screen says so rather than showing a made-up zero.
 */
import type { Db } from '../store/db';
import type { Environment } from './permissions';

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

type CountedTable = 'projects' | 'previews' | 'exports' | 'test_sends' | 'email_messages' | 'contacts';

export async function monthlyUsage(db: Db, owner: { accountId: string; environment: Environment }, now = new Date()): Promise<Usage> {
  const period = calendarMonth(now);
  // Timestamps are ISO-8601 UTC strings in both backends, so a string range is a time range.
  const count = async (table: CountedTable, thisMonth: boolean, completedOnly = false): Promise<number> => {
    // Every counted table has these four columns; Kysely types one table at a time.
    let q = db
      .selectFrom(table as 'exports')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('account_id', '=', owner.accountId)
      .where('environment', '=', owner.environment);
    if (thisMonth) q = q.where('created_at', '>=', period.start).where('created_at', '<', period.end);
    if (completedOnly) q = q.where('status', '=', 'completed');
    const row = await q.executeTakeFirst();
    return Number(row?.n ?? 0);
  };
  const [emailsGenerated, brandImports, previews, exports, testSends, contactsStored] = await Promise.all([
    // A generation or a refinement that produced a version; refused and failed requests are not use.
    count('email_messages', true, true),
    count('projects', true),
    count('previews', true),
    count('exports', true),
    count('test_sends', true),
    count('contacts', false),
  ]);
  return { environment: owner.environment, period, emailsGenerated, brandImports, previews, exports, testSends, contactsStored };
}
