/**
 * The `preview.render` job, for the handler table (src/workers.ts): render a preview's pending
 * screenshots and settle it (render.ts). What rendering needs — the emulation's HTML and CSS
 * parsers, sharp for thumbnails, image fetching — loads with the first render, not with every
 * API process that only enqueues.
 */
import type { JobDefinition } from '../jobs/queue';
import { lazy } from '../lib/lazy';
import type { RenderDeps } from './render';

const loadRender = lazy(() => import('./render'));

export const PREVIEW_RENDER_QUEUE = 'preview.render';
export type PreviewJobData = { previewId: string };

/** `deps` is read when a job runs: the renderer and Chromium are found on first use. */
export function previewJob(deps: () => RenderDeps): JobDefinition<PreviewJobData> {
  return {
    queue: PREVIEW_RENDER_QUEUE,
    handler: (job) => renderPreview(deps(), job.data.previewId, { lastAttempt: job.lastAttempt }),
    options: { concurrency: 2, timeoutMs: 15 * 60_000 },
  };
}

export async function renderPreview(deps: RenderDeps, previewId: string, options: { lastAttempt: boolean }): Promise<void> {
  await (await loadRender()).renderPreview(deps, previewId, options);
}
