/**
 * Projects as a resource: a brand imported from its website — list, read, import (a row and an
 * `import.run` job in one transaction, answered at once), status, correct (PATCH), reimport and
 * delete. The job is src/projects/job.ts, the table src/projects/store.ts; the extraction engine
 * that reads the website is src/brand/.
 *
 * Corrections are kept apart from the extraction (`brand_overrides`), so a reimport refreshes what
 * the site says without undoing what the user fixed.
 */
import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import type { BrandKit, BrandKitPatch } from '../brand/schema';
import { applyOverrides, mergePatches } from '../brand/overrides';
import { errors } from '../errors';
import type { JobDefinition, JobQueue } from '../jobs/queue';
import type { EventSink } from '../jobs/settle';
import { newId } from '../lib/ids';
import { nowIso } from '../lib/time';
import type { Logger } from '../logger';
import { assetUrl, type BlobStore } from '../store/blobs';
import type { Db, Dialect } from '../store/db';
import type { Owner } from '../store/owned';
import type { Kysely } from 'kysely';
import type { Database } from '../store/schema';
import { convertLogo, newLogoBlobId, uploadedLogoBlob } from './logo';
import { IMPORT_QUEUE, importJob, type ImportJobData, type ImportSettings } from './job';
import type { ImportRequest, ImportStatus, Project, ProjectFilter, ProjectPatch } from './schema';
import { parseJson, ProjectsStore, toProject } from './store';

export class ProjectsService {
  private readonly store: ProjectsStore;

  constructor(
    db: Db,
    dialect: Dialect,
    private readonly queue: JobQueue,
    private readonly blobs: BlobStore,
    events: EventSink | undefined,
    private readonly logger: Logger,
    private readonly settings: ImportSettings,
  ) {
    this.store = new ProjectsStore(db, dialect, events);
  }

  /** The `import.run` job, for the handler table (src/workers.ts). */
  job(): JobDefinition<ImportJobData> {
    return importJob({ store: this.store, blobs: this.blobs, logger: this.logger, settings: this.settings });
  }

  async list(owner: Owner, page: { limit: number; offset: number }, filter: ProjectFilter = {}): Promise<{ rows: Project[]; total: number }> {
    const { rows, total } = await this.store.list(owner, page, filter);
    return { rows: rows.map(toProject), total };
  }

  async get(owner: Owner, projectId: string): Promise<Project> {
    // The remembered point read serves the hot path (store/prepared.ts); a miss is answered by
    // findOwned, the one way every capability says 404 for an unknown or another owner's id.
    const row = (await this.store.get(owner, projectId)) ?? (await this.store.find(owner, projectId));
    return toProject(row);
  }

  async start(owner: Owner, input: ImportRequest, assetBaseUrl: string): Promise<{ projectId: string; status: 'pending' }> {
    const projectId = newId('project');
    const runId = newRunId();
    await this.store.transaction(async (trx) => {
      await this.store.insert(trx, owner, { id: projectId, name: input.name, urls: input.urls, runId });
      await this.enqueue({ projectId, runId, assetBaseUrl }, trx);
    });
    return { projectId, status: 'pending' };
  }

  async status(owner: Owner, projectId: string): Promise<ImportStatus> {
    const r = await this.store.find(owner, projectId);
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
    const { project, replacedBlob } = await this.correct(owner, projectId, body);
    if (replacedBlob) await this.dropBlobs([replacedBlob], projectId);
    return project;
  }

  /**
   * Replaces the logo with an uploaded image (`PUT /v1/projects/{id}/logo`): converted to a PNG,
   * stored as a blob served at /assets/, and set as the correction `brand.logo`, so a re-import
   * keeps it. `variant` defaults to what the pixels say (light mark, dark mark or unclear).
   */
  async uploadLogo(owner: Owner, projectId: string, image: Buffer, variant: 'light' | 'dark' | undefined, assetBaseUrl: string): Promise<Project> {
    await this.store.find(owner, projectId); // 404 before the conversion's work
    const logo = await convertLogo(image);
    const id = newLogoBlobId(projectId);
    await this.blobs.put({ id, contentType: 'image/png', data: logo.png });
    let result: { project: Project; replacedBlob: string | null };
    try {
      const patch = { url: assetUrl(assetBaseUrl, id), width: logo.width, height: logo.height, variant: variant ?? logo.variant };
      result = await this.correct(owner, projectId, { brand: { logo: patch } });
    } catch (err) {
      await this.dropBlobs([id], projectId);
      throw err;
    }
    if (result.replacedBlob) await this.dropBlobs([result.replacedBlob], projectId);
    return result.project;
  }

  /** Stores the corrections; `replacedBlob` is an uploaded logo they no longer point at. */
  private async correct(owner: Owner, projectId: string, body: ProjectPatch): Promise<{ project: Project; replacedBlob: string | null }> {
    return this.store.transaction(async (trx) => {
      // Locked: an import settling meanwhile must apply these corrections, not the ones before.
      const r = await this.store.find(owner, projectId, trx, true);
      const stored = parseJson<BrandKitPatch>(r.brand_overrides);
      const kept = body.reset && stored ? withoutCorrections(stored, body.reset) : stored;
      const overrides = body.brand ? mergePatches(kept ?? {}, body.brand) : kept;
      const extracted = parseJson<BrandKit>(r.brand_extracted);
      const brand = extracted ? correctedKit(extracted, overrides) : null;
      const updated = {
        name: body.name ?? r.name,
        brand_overrides: overrides ? JSON.stringify(overrides) : null,
        brand: brand ? JSON.stringify(brand) : r.brand,
        updated_at: nowIso(),
      };
      await this.store.update(trx, r.id, updated);
      const before = uploadedLogoBlob(r.id, stored);
      return { project: toProject({ ...r, ...updated }), replacedBlob: before && before !== uploadedLogoBlob(r.id, overrides) ? before : null };
    });
  }

  async reimport(owner: Owner, projectId: string, assetBaseUrl: string): Promise<{ projectId: string; status: 'pending' }> {
    await this.store.transaction(async (trx) => {
      const r = await this.store.find(owner, projectId, trx, true);
      const runId = newRunId();
      await this.store.restart(trx, r.id, runId);
      await this.enqueue({ projectId: r.id, runId, assetBaseUrl }, trx);
    });
    return { projectId, status: 'pending' };
  }

  async remove(owner: Owner, projectId: string): Promise<void> {
    const r = await this.store.find(owner, projectId);
    await this.store.remove(r.id);
    const uploaded = uploadedLogoBlob(r.id, parseJson<BrandKitPatch>(r.brand_overrides));
    await this.dropBlobs([...(parseJson<string[]>(r.brand_blobs) ?? []), ...(uploaded ? [uploaded] : [])], projectId);
  }

  private async dropBlobs(ids: string[], projectId: string): Promise<void> {
    await this.blobs.delete(ids).catch((err) => this.logger.warn({ err, projectId }, 'could not delete brand blobs'));
  }

  private async enqueue(data: ImportJobData, trx: Kysely<Database>): Promise<void> {
    await this.queue.enqueue<ImportJobData>(IMPORT_QUEUE, data, { retryLimit: 2, retryDelayMs: 2000, singletonKey: `${IMPORT_QUEUE}:${data.runId}` }, trx);
  }
}

/** The corrections without those `reset` names (`fonts` or `fonts.heading`); an object left empty goes too. */
function withoutCorrections(patch: BrandKitPatch, paths: string[]): BrandKitPatch {
  const out: Record<string, unknown> = structuredClone(patch);
  for (const path of paths) {
    const [key, field] = path.split('.');
    const part = out[key];
    if (!field) delete out[key];
    else if (part && typeof part === 'object') {
      delete (part as Record<string, unknown>)[field];
      if (Object.keys(part).length === 0) delete out[key];
    }
  }
  return out as BrandKitPatch;
}

/** The extracted kit with the user's corrections; a correction that makes it invalid is the request's 400. */
function correctedKit(extracted: BrandKit, overrides: BrandKitPatch | null): BrandKit {
  try {
    return applyOverrides(extracted, overrides);
  } catch (err) {
    if (!(err instanceof z.ZodError)) throw err;
    const details = err.issues.map((i) => ({ path: ['body', 'brand', ...i.path.map(String)].join('.'), message: i.message }));
    throw errors.invalidRequest(`The corrected brand kit is invalid: ${details[0]?.path} ${details[0]?.message}`, details);
  }
}

function newRunId(): string {
  return randomBytes(16).toString('hex');
}
