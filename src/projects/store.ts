/**
 * The `projects` table: every read and write of a project's row. The service and the import job
 * call these; other capabilities read projects through ProjectsService.
 */
import { sql, type Kysely } from 'kysely';
import type { BrandKit } from '../brand/schema';
import type { PageReport } from '../brand/fetch/crawl';
import { JobErrorCodes } from '../errors';
import { settle, type EventSink } from '../jobs/settle';
import { nowIso } from '../lib/time';
import type { Db, Dialect } from '../store/db';
import { findOwned, type Owner } from '../store/owned';
import { prepare } from '../store/prepared';
import type { Database, ProjectsTable } from '../store/schema';
import { transaction } from '../store/transaction';
import { applyOverrides } from '../brand/overrides';
import type { Project, ProjectFilter } from './schema';
import { likePattern } from '../lib/search';
import { searchFold } from '../lib/search-fold';
import { foldedForSearch, hasIcu } from '../store/search';

export type ImportOutcome = { kit: BrandKit; warnings: string[]; pages: PageReport[] } | { error: string; pages: PageReport[] };

export class ProjectsStore {
  // Project reads are the hottest authenticated read after status polls; see store/prepared.ts.
  private readonly findOne;

  constructor(
    private readonly db: Db,
    private readonly dialect: Dialect,
    private readonly events: EventSink | undefined,
  ) {
    this.findOne = prepare(
      db,
      (id: string, accountId: string, environment: string) =>
        db.selectFrom('projects').selectAll().where('id', '=', id).where('account_id', '=', accountId).where('environment', '=', environment),
      3,
    );
  }

  transaction<T>(fn: (trx: Kysely<Database>) => Promise<T>): Promise<T> {
    return transaction(this.db, fn);
  }

  async list(owner: Owner, page: { limit: number; offset: number }, filter: ProjectFilter = {}): Promise<{ rows: ProjectsTable[]; total: number }> {
    let base = this.db.selectFrom('projects').where('account_id', '=', owner.accountId).where('environment', '=', owner.environment);
    if (filter.status) base = base.where('status', '=', filter.status);
    // A bound LIKE pattern on both dialects, the name and the term folded alike — case and accents
    // ignored, as contact search does (store/search.ts; LIKE itself folds ASCII only on SQLite and
    // not at all on PostgreSQL).
    if (filter.search) {
      const name = foldedForSearch(sql`projects.name`, this.dialect, await hasIcu(this.db, this.dialect));
      base = base.where(sql<boolean>`${name} like ${likePattern(searchFold(filter.search), 'anywhere')} escape '\\'`);
    }
    const [rows, count] = await Promise.all([
      base.selectAll().orderBy('id', 'desc').limit(page.limit).offset(page.offset).execute(),
      base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { rows, total: Number(count.n) };
  }

  /** The caller's project or undefined (one compiled point read). */
  async get(owner: Owner, id: string): Promise<ProjectsTable | undefined> {
    const [row] = await this.findOne(id, owner.accountId, owner.environment);
    return row;
  }

  /** The caller's project, else 404; `lock` holds it until `db`'s transaction ends (PostgreSQL). */
  find(owner: Owner, id: string, db: Kysely<Database> = this.db, lock = false): Promise<ProjectsTable> {
    return findOwned(db, 'projects', owner, id, 'project', { forUpdate: lock && this.dialect === 'postgres' });
  }

  byId(id: string): Promise<ProjectsTable | undefined> {
    return this.db.selectFrom('projects').selectAll().where('id', '=', id).executeTakeFirst();
  }

  async insert(trx: Kysely<Database>, owner: Owner, p: { id: string; name: string; urls: string[]; runId: string }): Promise<void> {
    const now = nowIso();
    await trx
      .insertInto('projects')
      .values({
        id: p.id,
        account_id: owner.accountId,
        environment: owner.environment,
        name: p.name,
        urls: JSON.stringify(p.urls),
        status: 'pending',
        stage: 'queued',
        progress: 0,
        error: null,
        error_code: null,
        warnings: '[]',
        brand: null,
        created_at: now,
        updated_at: now,
        completed_at: null,
        import_run: p.runId,
      })
      .execute();
  }

  async update(trx: Kysely<Database>, id: string, set: Pick<ProjectsTable, 'name' | 'brand_overrides' | 'brand' | 'updated_at'>): Promise<void> {
    await trx.updateTable('projects').set(set).where('id', '=', id).execute();
  }

  /** Pending again under a new run id: a run still going finds itself superseded. */
  async restart(trx: Kysely<Database>, id: string, runId: string): Promise<void> {
    await trx
      .updateTable('projects')
      .set({ status: 'pending', stage: 'queued', progress: 0, error: null, error_code: null, import_run: runId, updated_at: nowIso(), completed_at: null })
      .where('id', '=', id)
      .execute();
  }

  async remove(id: string): Promise<void> {
    await this.db.deleteFrom('projects').where('id', '=', id).execute();
  }

  async setProgress(id: string, runId: string, stage: string, progress: number): Promise<void> {
    await this.db
      .updateTable('projects')
      .set({ stage, progress: Math.round(progress * 100) / 100, updated_at: nowIso() })
      .where('id', '=', id)
      .where('import_run', '=', runId)
      .where('status', '=', 'pending')
      .execute();
  }

  /**
   * The run's outcome, with its webhook event, if `runId` is still the project's current run: the
   * brand kit is the extraction with the user's corrections applied, read in the same (locked)
   * transaction so a correction committed while the import ran is not lost. Returns the blobs the
   * previous kit used, or undefined when the run was superseded, deleted or already settled.
   */
  async settleImport(id: string, runId: string, outcome: ImportOutcome, stored: string[]): Promise<string[] | undefined> {
    const now = nowIso();
    let previousBlobs: string[] = [];
    const settled = await settle(this.db, this.events, {
      table: 'projects',
      id,
      still: { import_run: runId },
      set: async (trx) => {
        if (!('kit' in outcome)) {
          return { status: 'failed', stage: 'failed', error: outcome.error, error_code: JobErrorCodes.importFailed, import_report: JSON.stringify(outcome.pages), updated_at: now, completed_at: now };
        }
        let query = trx.selectFrom('projects').select(['brand_overrides', 'brand_blobs']).where('id', '=', id);
        if (this.dialect === 'postgres') query = query.forUpdate();
        const r = await query.executeTakeFirst();
        previousBlobs = parseJson<string[]>(r?.brand_blobs) ?? [];
        const brand = applyOverrides(outcome.kit, parseJson(r?.brand_overrides));
        return {
          status: 'completed',
          stage: 'completed',
          progress: 1,
          error: null,
          error_code: null,
          warnings: JSON.stringify(outcome.warnings),
          brand: JSON.stringify(brand),
          brand_extracted: JSON.stringify(outcome.kit),
          brand_blobs: JSON.stringify(stored),
          import_report: JSON.stringify(outcome.pages),
          updated_at: now,
          completed_at: now,
        };
      },
      event: (r) =>
        'kit' in outcome
          ? { type: 'project.import.completed', data: { projectId: r.id, name: r.name, status: 'completed', warnings: outcome.warnings } }
          : { type: 'project.import.failed', data: { projectId: r.id, name: r.name, status: 'failed', error: outcome.error, errorCode: JobErrorCodes.importFailed } },
    });
    return settled ? previousBlobs : undefined;
  }
}


export function parseJson<T>(text: string | null | undefined): T | null {
  return text ? (JSON.parse(text) as T) : null;
}

export function toProject(r: ProjectsTable): Project {
  return {
    projectId: r.id,
    name: r.name,
    urls: JSON.parse(r.urls),
    status: r.status as Project['status'],
    stage: r.stage,
    progress: Number(r.progress),
    ...(r.error ? { error: r.error } : {}),
    ...(r.error_code ? { errorCode: r.error_code } : {}),
    warnings: JSON.parse(r.warnings),
    brand: r.brand ? JSON.parse(r.brand) : null,
    createdAt: r.created_at,
    updatedAt: r.updated_at,
    completedAt: r.completed_at,
  };
}
