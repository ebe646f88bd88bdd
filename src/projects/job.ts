/**
 * The `import.run` job: read the brand's website with the extraction engine (src/brand/) and
 * settle the project with its brand kit or the reason there is none.
 *
 * Each import run has a random id (`import_run`); only the current run may write its result, so a
 * reimport supersedes a run still going, and a deleted project swallows its run's result. A retried
 * job finds the row already settled and does nothing, so no event is sent twice.
 */
import { createHash } from 'node:crypto';
import type { ImportOptions } from '../brand/pipeline';
import type { Job, JobDefinition } from '../jobs/queue';
import { lazy } from '../lib/lazy';
import type { Logger } from '../logger';
import { assetUrl, type BlobStore } from '../store/blobs';
import type { ImportOutcome, ProjectsStore } from './store';

// The crawler, HTML/CSS parsers and image library load with the first import this process runs.
const loadPipeline = lazy(() => import('../brand/pipeline'));

export const IMPORT_QUEUE = 'import.run';
export type ImportJobData = { projectId: string; runId: string; assetBaseUrl: string };

export interface ImportSettings {
  allowPrivateNetworks: boolean;
  /** 'never' turns the Chromium fallback off even where Chromium is installed. */
  render?: 'auto' | 'never';
  maxPagesPerSite?: number;
  timeoutMs?: number;
  /** Where a site's extraction runs (the server's thread pool); default: on the calling thread. */
  extractSite?: ImportOptions['extractSite'];
}

export interface ImportDeps {
  store: ProjectsStore;
  blobs: BlobStore;
  logger: Logger;
  settings: ImportSettings;
}

export function importJob(deps: ImportDeps): JobDefinition<ImportJobData> {
  return { queue: IMPORT_QUEUE, handler: (job) => runImport(deps, job), options: { concurrency: 2, timeoutMs: 5 * 60_000 } };
}

export async function runImport(deps: ImportDeps, job: Job<ImportJobData>): Promise<void> {
  const { projectId, runId, assetBaseUrl } = job.data;
  const current = await deps.store.byId(projectId);
  if (!current || current.import_run !== runId || current.status !== 'pending') return; // superseded, deleted or done
  const stored: string[] = [];
  let outcome: ImportOutcome;
  const { importBrand, ImportFailure } = await loadPipeline();
  try {
    outcome = await importBrand(JSON.parse(current.urls), optionsFor(deps, current.name, job.data, stored));
  } catch (err) {
    if (err instanceof ImportFailure) {
      outcome = { error: err.message, pages: err.failures.map((f) => ({ url: f.url, status: 'failed' as const, error: f.reason })) };
    } else if (!job.lastAttempt) {
      await deps.blobs.delete(stored).catch(() => {});
      throw err; // the queue retries
    } else {
      deps.logger.error({ err, projectId }, 'brand import failed unexpectedly');
      outcome = { error: `The import failed because of an internal error (${(err as Error).name}); try POST /v1/projects/${projectId}/reimport.`, pages: [] };
    }
  }
  const previousBlobs = await deps.store.settleImport(projectId, runId, outcome, stored);
  // Blobs nobody uses any more: this run's when it was superseded, deleted or failed; the old kit's when it completed.
  const unused = previousBlobs === undefined || !('kit' in outcome) ? stored : previousBlobs.filter((id) => !stored.includes(id));
  if (unused.length) await deps.blobs.delete(unused).catch((err) => deps.logger.warn({ err, projectId }, 'could not delete unused brand blobs'));
}

function optionsFor(deps: ImportDeps, fallbackName: string, data: ImportJobData, stored: string[]): ImportOptions {
  let lastStage = '';
  return {
    allowPrivate: deps.settings.allowPrivateNetworks,
    fallbackName,
    render: deps.settings.render,
    maxPagesPerSite: deps.settings.maxPagesPerSite,
    timeoutMs: deps.settings.timeoutMs,
    extractSite: deps.settings.extractSite,
    storeImage: async (kind, png) => {
      // Derived from the run (itself random): a retried job overwrites instead of adding blobs.
      const id = `blob_${createHash('sha256').update(`${data.runId}:${kind}:`).update(png).digest('base64url').slice(0, 32)}`;
      await deps.blobs.put({ id, contentType: 'image/png', data: png });
      stored.push(id);
      return assetUrl(data.assetBaseUrl, id);
    },
    onProgress: async (stage, progress) => {
      if (stage === lastStage) return;
      lastStage = stage;
      await deps.store.setProgress(data.projectId, data.runId, stage, progress);
    },
  };
}
