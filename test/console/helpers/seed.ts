import type { TestServer } from '../../helpers/server';
import { insertBrandedConversation, welcome } from '../../exports/helpers';
import { loadBrand } from '../../generate/helpers';

export const SEEDED_SUBJECT = 'Welcome to Loom Notes';

/**
 * A finished email without running the generator: a project and a conversation in the store with
 * one version holding the welcome fixture document (what the console's screens, exports and
 * test sends read).
 */
export async function seedEmail(server: TestServer, conversationId = 'conv_console', options: { html?: string } = {}) {
  const ctx = server.runtime.ctx;
  await insertBrandedConversation(server, { projectId: `prj_${conversationId}`, conversationId, brandName: 'Loom <b>Notes</b>', email: 'hello@loom-notes.example' });
  // A whole brand kit (the Brands screen draws it), named and addressed as the sender.
  const kit = { ...loadBrand('northwind'), name: 'Loom <b>Notes</b>', contact: { email: 'hello@loom-notes.example', phone: null, address: null } };
  // As an import leaves it: the extracted kit kept apart, which the Brands screen's corrections are laid over.
  await ctx.store.db
    .updateTable('projects')
    .set({ brand: JSON.stringify(kit), brand_extracted: JSON.stringify(kit) })
    .where('id', '=', `prj_${conversationId}`)
    .execute();
  const html = options.html ?? `<!doctype html><html><head><meta charset="utf-8"><style>:root{color-scheme:light dark}@media (prefers-color-scheme:dark){body{background:#111;color:#eee}}</style></head><body style="margin:0;font-family:sans-serif;background:#fff"><table role="presentation" width="100%"><tr><td style="padding:24px"><h1 style="color:#2a4d9b">${SEEDED_SUBJECT}</h1><p>Your notes, organised. Start with a template.</p><a href="https://loom-notes.example/start" style="background:#2a4d9b;color:#fff;padding:12px 20px;text-decoration:none;border-radius:6px">Get started</a></td></tr></table></body></html>`;
  await ctx.store.db
    .insertInto('email_versions')
    .values({
      conversation_id: conversationId,
      version: 1,
      message_id: `msg_${conversationId}`,
      brief: '{}',
      document: JSON.stringify(welcome()),
      html,
      react: 'export default function Email() { return null; }',
      text: `${SEEDED_SUBJECT}\n\nYour notes, organised.`,
      subject: SEEDED_SUBJECT,
      preheader: 'Start with a template',
      size_bytes: html.length,
      generator: 'embedded',
      warnings: '[]',
      created_at: new Date().toISOString(),
    })
    .execute();
}

export type SeedBrand = { id: string; name: string; status: 'pending' | 'completed' | 'failed'; contact?: string | null };

/**
 * Projects of the account in each import state, written to the store as an import leaves them: a
 * brand importing (again) keeps its kit, a first import that failed has none. Ids sort by age.
 * `contact` replaces the kit's contact address (null: none).
 */
export async function seedBrands(server: TestServer, brands: SeedBrand[]) {
  const ctx = server.runtime.ctx;
  const accountId = (await ctx.accounts.listAccounts())[0].id;
  const now = new Date().toISOString();
  const kit = loadBrand('northwind');
  const rows = brands.map(({ id, name, status, contact }) => {
    const own = contact === undefined ? {} : { contact: { email: contact, phone: null, address: null } };
    const brand = status === 'failed' ? null : JSON.stringify({ ...kit, name, ...own });
    const failed = status === 'failed';
    return { id, account_id: accountId, environment: 'test', name, urls: '["https://brand.example/"]', status, stage: status === 'pending' ? 'fetching' : status, progress: status === 'pending' ? 0.4 : 1, error: failed ? 'https://brand.example/: HTTP 404' : null, error_code: failed ? 'IMPORT_FAILED' : null, warnings: '[]', brand, brand_extracted: brand, created_at: now, updated_at: now, completed_at: status === 'pending' ? null : now };
  });
  await ctx.store.db.insertInto('projects').values(rows).execute();
}
