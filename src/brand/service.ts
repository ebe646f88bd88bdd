/**
 * Brand import as a resource: start (a row and a job, answered at once), status, correct (PATCH),
 * reimport and delete; and the `import.run` job that does the work.
 *
 * Each import run has a random id (`import_run`); only the current run may write its result, so a
 * reimport supersedes a run still going, and a deleted project swallows its run's result. The
 * final write and its webhook event share one transaction, and a retried job finds the row
 * already settled and does nothing, so no event is sent twice.
 */
import { createHash, randomBytes } from 'node:crypto';
import { z } from 'zod';
import type { Environment } from '../accounts/permissions';
import { errors, JobErrorCodes } from '../errors';
import type { Job, JobDefinition, JobQueue } from '../jobs/queue';
import { newId } from '../lib/ids';
import { nowIso } from '../lib/time';
import type { Logger } from '../logger';
import { toProject } from '../projects/service';
import type { Project } from '../projects/schema';
import type { BlobStore } from '../store/blobs';
import type { Db, Dialect } from '../store/db';
import type { ProjectsTable } from '../store/schema';
import type { WebhooksService } from '../webhooks/service';
import type { PageReport } from './fetch/crawl';
import { applyOverrides, mergePatches } from './overrides';
import type { ImportOptions } from './pipeline';
import { BrandKit, BrandKitPatch } from './schema';
import { findOwned, type Owner } from '../store/owned';
import { lazy } from '../lib/lazy';

// The crawler, HTML/CSS parsers and image library load with the first import this process runs.
const loadPipeline = lazy(() => import('./pipeline'));

export const IMPORT_QUEUE = 'import.run';
export type ImportJobData = { projectId: string; runId: string; assetBaseUrl: string };

const HttpUrl = z
  .string()
  .trim()
  .max(2048)
  .refine((v) => {
    try {
      const u = new URL(v);
      return (u.protocol === 'http:' || u.protocol === 'https:') && !!u.hostname;
    } catch {
      return false;
    }
  }, 'must be an absolute http(s) URL');

export const ImportRequest = z
  .object({
    urls: z.array(HttpUrl).min(1).max(10).describe("1–10 http(s) URLs of the brand's website; the first one leads"),
    name: z.string().trim().min(1).max(200).describe('Display name of the brand'),
  })
  .strict()
  .meta({ id: 'ImportRequest' });
export type ImportRequest = z.infer<typeof ImportRequest>;

export const ImportStarted = z.object({ projectId: z.string(), status: z.literal('pending') }).meta({ id: 'ImportStarted' });

export const ImportStatus = z
  .object({
    projectId: z.string(),
    status: z.enum(['pending', 'completed', 'failed']),
    stage: z.string().nullable().describe('queued, fetching, extracting, processing-images, completed, failed'),
    progress: z.number().min(0).max(1),
    error: z.string().optional().describe('Which URL failed and why (DNS, timeout, HTTP 404, not HTML, blocked address)'),
    errorCode: z.string().optional().describe('IMPORT_FAILED when status is failed'),
    warnings: z.array(z.string()).describe('Partial problems of a completed import'),
    pages: z
      .array(z.object({ url: z.string(), status: z.enum(['fetched', 'rendered', 'failed', 'skipped']), error: z.string().optional() }))
      .describe('Pages and stylesheets the last run read; status rendered = read through Chromium'),
  })
  .meta({ id: 'ImportStatus' });
export type ImportStatus = z.infer<typeof ImportStatus>;

export const ProjectPatch = z
  .object({
    name: z.string().trim().min(1).max(200).optional(),
    brand: BrandKitPatch.optional(),
  })
  .strict()
  .refine((v) => v.name !== undefined || v.brand !== undefined, 'send name or brand')
  .meta({ id: 'ProjectPatch' });
export type ProjectPatch = z.infer<typeof ProjectPatch>;

export interface BrandServiceOptions {
  allowPrivateNetworks: boolean;
  /** 'never' turns the Chromium fallback off even where Chromium is installed. */
  render?: 'auto' | 'never';
  maxPagesPerSite?: number;
  timeoutMs?: number;
  /** Where a site's extraction runs (the server's thread pool); default: on the calling thread. */
  extractSite?: ImportOptions['extractSite'];
}

export class BrandService {
  constructor(
    private readonly db: Db,
    private readonly dialect: Dialect,
    private readonly queue: JobQueue,
    private readonly blobs: BlobStore,
    private readonly webhooks: WebhooksService | undefined,
    private readonly logger: Logger,
    private readonly options: BrandServiceOptions,
  ) {}

  /** The `import.run` job, for the handler table (src/workers.ts). */
  job(): JobDefinition<ImportJobData> {
    return { queue: IMPORT_QUEUE, handler: (job) => this.run(job), options: { concurrency: 2, timeoutMs: 5 * 60_000 } };
  }

  async start(owner: Owner, input: ImportRequest, assetBaseUrl: string): Promise<{ projectId: string; status: 'pending' }> {
    const projectId = newId('project');
    const runId = newRunId();
    const now = nowIso();
    await this.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('projects')
        .values({
          id: projectId,
          account_id: owner.accountId,
          environment: owner.environment,
          name: input.name,
          urls: JSON.stringify(input.urls),
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
          import_run: runId,
        })
        .execute();
      await this.enqueue({ projectId, runId, assetBaseUrl }, trx);
    });
    return { projectId, status: 'pending' };
  }

  async status(owner: Owner, projectId: string): Promise<ImportStatus> {
    const r = await this.row(owner, projectId);
    return {
      projectId: r.id,
      status: r.status as ImportStatus['status'],
      stage: r.stage,
      progress: Number(r.progress),
      ...(r.error ? { error: r.error } : {}),
      ...(r.error_code ? { errorCode: r.error_code } : {}),
      warnings: JSON.parse(r.warnings),
      pages: r.import_report ? JSON.parse(r.import_report) : [],
    };
  }

  async patch(owner: Owner, projectId: string, body: ProjectPatch): Promise<Project> {
    return this.db.transaction().execute(async (trx) => {
      // Locked: an import settling meanwhile must apply these corrections, not the ones before.
      const r = await this.row(owner, projectId, trx, true);
      const overrides = body.brand ? mergePatches(parseJson(r.brand_overrides) ?? {}, body.brand) : parseJson(r.brand_overrides);
      const extracted = parseJson<BrandKit>(r.brand_extracted);
      let brand: BrandKit | null = null;
      if (extracted) {
        try {
          brand = applyOverrides(extracted, overrides);
        } catch (err) {
          if (err instanceof z.ZodError) {
            const details = err.issues.map((i) => ({ path: ['body', 'brand', ...i.path.map(String)].join('.'), message: i.message }));
            throw errors.invalidRequest(`The corrected brand kit is invalid: ${details[0]?.path} ${details[0]?.message}`, details);
          }
          throw err;
        }
      }
      const updated = {
        name: body.name ?? r.name,
        brand_overrides: overrides ? JSON.stringify(overrides) : null,
        brand: brand ? JSON.stringify(brand) : r.brand,
        updated_at: nowIso(),
      };
      await trx.updateTable('projects').set(updated).where('id', '=', r.id).execute();
      return toProject({ ...r, ...updated });
    });
  }

  async reimport(owner: Owner, projectId: string, assetBaseUrl: string): Promise<{ projectId: string; status: 'pending' }> {
    await this.db.transaction().execute(async (trx) => {
      const r = await this.row(owner, projectId, trx, true);
      const runId = newRunId();
      await trx
        .updateTable('projects')
        .set({ status: 'pending', stage: 'queued', progress: 0, error: null, error_code: null, import_run: runId, updated_at: nowIso(), completed_at: null })
        .where('id', '=', r.id)
        .execute();
      await this.enqueue({ projectId: r.id, runId, assetBaseUrl }, trx);
    });
    return { projectId, status: 'pending' };
  }

  async remove(owner: Owner, projectId: string): Promise<void> {
    const r = await this.row(owner, projectId);
    await this.db.deleteFrom('projects').where('id', '=', r.id).execute();
    await this.blobs.delete(parseJson<string[]>(r.brand_blobs) ?? []).catch((err) => this.logger.warn({ err, projectId }, 'could not delete brand blobs'));
  }

  /** The `import.run` job. */
  async run(job: Job<ImportJobData>): Promise<void> {
    const { projectId, runId, assetBaseUrl } = job.data;
    const current = await this.db.selectFrom('projects').selectAll().where('id', '=', projectId).executeTakeFirst();
    if (!current || current.import_run !== runId || current.status !== 'pending') return; // superseded, deleted or done
    const stored: string[] = [];
    let lastStage = '';
    const options: ImportOptions = {
      allowPrivate: this.options.allowPrivateNetworks,
      fallbackName: current.name,
      render: this.options.render,
      maxPagesPerSite: this.options.maxPagesPerSite,
      timeoutMs: this.options.timeoutMs,
      extractSite: this.options.extractSite,
      storeImage: async (kind, png) => {
        // Derived from the run (itself random): a retried job overwrites instead of adding blobs.
        const id = `blob_${createHash('sha256').update(`${runId}:${kind}:`).update(png).digest('base64url').slice(0, 32)}`;
        await this.blobs.put({ id, contentType: 'image/png', data: png });
        stored.push(id);
        return `${assetBaseUrl.replace(/\/$/, '')}/assets/${id}.png`;
      },
      onProgress: async (stage, progress) => {
        if (stage === lastStage) return;
        lastStage = stage;
        await this.db
          .updateTable('projects')
          .set({ stage, progress: Math.round(progress * 100) / 100, updated_at: nowIso() })
          .where('id', '=', projectId)
          .where('import_run', '=', runId)
          .where('status', '=', 'pending')
          .execute();
      },
    };

    let outcome: { kit: BrandKit; warnings: string[]; pages: PageReport[] } | { error: string; pages: PageReport[] };
    const { importBrand, ImportFailure } = await loadPipeline();
    try {
      outcome = await importBrand(JSON.parse(current.urls), options);
    } catch (err) {
      if (err instanceof ImportFailure) {
        outcome = { error: err.message, pages: err.failures.map((f) => ({ url: f.url, status: 'failed' as const, error: f.reason })) };
      } else if (!job.lastAttempt) {
        await this.blobs.delete(stored).catch(() => {});
        throw err; // the queue retries
      } else {
        this.logger.error({ err, projectId }, 'brand import failed unexpectedly');
        outcome = { error: `The import failed because of an internal error (${(err as Error).name}); try POST /v1/projects/${projectId}/reimport.`, pages: [] };
      }
    }
    await this.settle(current, runId, outcome, stored);
  }

  private async settle(
    current: ProjectsTable,
    runId: string,
    outcome: { kit: BrandKit; warnings: string[]; pages: PageReport[] } | { error: string; pages: PageReport[] },
    stored: string[],
  ): Promise<void> {
    const owner: Owner = { accountId: current.account_id, environment: current.environment as Environment };
    const now = nowIso();
    const previousBlobs = await this.db.transaction().execute(async (trx) => {
      // Re-read inside the transaction, locked: the user may have patched or reimported meanwhile,
      // and a correction committed while this runs would otherwise be missing from `brand`.
      let query = trx.selectFrom('projects').selectAll().where('id', '=', current.id);
      if (this.dialect === 'postgres') query = query.forUpdate();
      const r = await query.executeTakeFirst();
      if (!r || r.import_run !== runId || r.status !== 'pending') return undefined;
      if ('kit' in outcome) {
        const brand = applyOverrides(outcome.kit, parseJson(r.brand_overrides));
        await trx
          .updateTable('projects')
          .set({
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
          })
          .where('id', '=', r.id)
          .execute();
        await this.webhooks?.emit(trx, owner, 'project.import.completed', { projectId: r.id, name: r.name, status: 'completed', warnings: outcome.warnings });
        return parseJson<string[]>(r.brand_blobs) ?? [];
      }
      await trx
        .updateTable('projects')
        .set({
          status: 'failed',
          stage: 'failed',
          error: outcome.error,
          error_code: JobErrorCodes.importFailed,
          import_report: JSON.stringify(outcome.pages),
          updated_at: now,
          completed_at: now,
        })
        .where('id', '=', r.id)
        .execute();
      await this.webhooks?.emit(trx, owner, 'project.import.failed', { projectId: r.id, name: r.name, status: 'failed', error: outcome.error, errorCode: JobErrorCodes.importFailed });
      return [];
    });
    if (previousBlobs === undefined) {
      // Superseded or deleted while running: what this run stored belongs to nobody.
      await this.blobs.delete(stored).catch(() => {});
    } else if (!('kit' in outcome)) {
      await this.blobs.delete(stored).catch(() => {});
    } else {
      const stale = previousBlobs.filter((id) => !stored.includes(id));
      if (stale.length) await this.blobs.delete(stale).catch((err) => this.logger.warn({ err }, 'could not delete replaced brand blobs'));
    }
  }

  private async enqueue(data: ImportJobData, trx: Db): Promise<void> {
    await this.queue.enqueue<ImportJobData>(IMPORT_QUEUE, data, { retryLimit: 2, retryDelayMs: 2000, singletonKey: `${IMPORT_QUEUE}:${data.runId}` }, trx);
  }

  private async row(owner: Owner, projectId: string, db: Db = this.db, lock = false): Promise<ProjectsTable> {
    return findOwned(db, 'projects', owner, projectId, 'project', { forUpdate: lock && this.dialect === 'postgres' });
  }
}

function newRunId(): string {
  return randomBytes(16).toString('hex');
}

function parseJson<T = BrandKitPatch>(text: string | null | undefined): T | null {
  return text ? (JSON.parse(text) as T) : null;
}
