/**
 * A brand project written straight into the store, for tests of what comes after an import
 * (generation, validation of a conversation, series): imports have their own tests.
 */
import type { BrandKit } from '../../src/brand/schema';
import type { TestServer } from './server';

/**
 * Inserts project `id` for the server's test key's account: completed with `brand` (as extracted,
 * with no corrections yet, so PATCH /v1/projects/{id} corrects it), or — with `brand` null and
 * another status — an import still running. Returns the account id.
 */
export async function insertProject(
  s: TestServer,
  id: string,
  brand: BrandKit | null,
  o: { status?: string; environment?: 'test' | 'live'; url?: string } = {},
): Promise<string> {
  const status = o.status ?? 'completed';
  const accountId = (await s.runtime.ctx.accounts.listAccounts())[0].id;
  const now = new Date().toISOString();
  await s.runtime.ctx.store.db
    .insertInto('projects')
    .values({
      id,
      account_id: accountId,
      environment: o.environment ?? 'test',
      name: brand?.name ?? 'Pending brand',
      urls: JSON.stringify([o.url ?? brand?.pages[0]?.url ?? 'https://pending.example/']),
      status,
      stage: null,
      progress: status === 'completed' ? 1 : 0.2,
      error: null,
      error_code: null,
      warnings: '[]',
      brand: brand ? JSON.stringify(brand) : null,
      // As an import leaves it (src/projects/store.ts): the extracted kit kept apart, which a PATCH's corrections are laid over.
      brand_extracted: brand ? JSON.stringify(brand) : null,
      created_at: now,
      updated_at: now,
      completed_at: status === 'completed' ? now : null,
    })
    .execute();
  return accountId;
}
