/**
 * The work of the `preview.render` job (job.ts): every pending screenshot of a preview, a bounded
 * number at once.
 * Each finished screenshot is written at once (blobs under ids chosen at creation, so a retried
 * job replaces rather than adds), a failing device fails only its own row, and the final status
 * and its webhook event (`preview.completed` / `preview.failed`) commit in one transaction that
 * only a still-pending preview can take, so a retried job never sends a second event.
 */
import { nowIso } from '../lib/time';
import type { Logger } from '../logger';
import type { BlobStore } from '../store/blobs';
import type { PreviewResultsTable, PreviewsTable } from '../store/schema';
import type { ChromiumLocation } from './chromium';
import { clientOf, getDevice, type Device } from './devices';
import { emulateClient, type EmulatedEmail } from './emulation';
import type { ChromiumPool } from './renderer';
import { imageLoader } from './images';
import { makeThumbnail, pngSize } from './thumbnail';
import type { PreviewsStore } from './store';

export interface RenderDeps {
  store: PreviewsStore;
  blobs: BlobStore;
  logger: Logger;
  allowPrivateNetworks: boolean;
  concurrency: number;
  chromium(): ChromiumLocation;
  renderer(): ChromiumPool;
}

/** Loading the email and its images, then again the screenshot. */
const RENDER_TIMEOUT_MS = 30_000;

/** Playwright's messages carry call logs; a user needs the first line, in plain words. */
function describeFailure(err: unknown): string {
  const message = err instanceof Error ? err.message : String(err);
  const first = message.split('\n')[0].replace(/^[\w.]+: /, '');
  if ((err as Error)?.name === 'TimeoutError' || /Timeout \d+ms exceeded/.test(first)) {
    return `The email did not finish rendering within ${RENDER_TIMEOUT_MS / 1000} s on this device.`;
  }
  return `Rendering failed on this device: ${first}`;
}

export async function renderPreview(deps: RenderDeps, previewId: string, options: { lastAttempt: boolean }): Promise<void> {
  const { store, logger } = deps;
  const preview = await store.byId(previewId);
  if (!preview || preview.status !== 'pending') return;

  const pool = await startRenderer(deps, previewId, options);
  if (!pool) return;

  const rows = await store.results(previewId);
  const todo = rows.filter((r) => r.status === 'pending');
  let done = rows.length - todo.length;
  await store.setStage(previewId, 'rendering');

  const loadImage = imageLoader(deps.allowPrivateNetworks);
  const emulate = emulator(preview);

  const record = async (row: PreviewResultsTable, update: Partial<PreviewResultsTable>) => {
    done++;
    await store.saveResult(previewId, row.position, update, Math.min(1, done / rows.length));
  };
  const failed = async (row: PreviewResultsTable, err: unknown) => {
    // Shutting down is not the device's fault: leave the row pending for the job's next attempt.
    if (/shut down|has been closed|Target closed/i.test((err as Error)?.message ?? '') && !options.lastAttempt) throw err;
    logger.warn({ err, previewId, deviceId: row.device_id }, 'preview screenshot failed');
    await record(row, { status: 'failed', error: describeFailure(err), rendered_at: nowIso() });
  };

  /** Thumbnail, blobs and the result row of one screenshot: work for Node and sharp, not the pages. */
  const keep = async (row: PreviewResultsTable, png: Buffer, renderedAt: string) => {
    try {
      const { width, height } = pngSize(png);
      await Promise.all([
        deps.blobs.put({ id: row.image_blob_id, contentType: 'image/png', data: png }),
        makeThumbnail(png).then((thumbnail) => deps.blobs.put({ id: row.thumbnail_blob_id, contentType: 'image/png', data: thumbnail.data })),
      ]);
      await record(row, { status: 'completed', width, height, error: null, rendered_at: renderedAt });
    } catch (err) {
      await failed(row, err);
    }
  };

  // The pages are the scarce resource, so nothing else waits on them: each worker emulates its
  // next row while the pages are busy (one more worker than pages keeps a row ready at the door),
  // and hands every finished PNG to `keep` without waiting, so thumbnails (sharp's threads), blob
  // writes and result rows overlap the next screenshots instead of holding a page idle.
  const stored: Array<Promise<void>> = [];
  const storing = new Set<Promise<void>>();
  const shoot = async (row: PreviewResultsTable) => {
    const renderedAt = nowIso();
    try {
      const device = getDevice(row.device_id);
      if (!device) throw new Error(`device ${row.device_id} is no longer in the catalogue`);
      const emulated = emulate(device, Number(row.images_off) === 1, Number(row.email_position ?? 1));
      const png = await pool.screenshot({
        device,
        html: emulated.html,
        colors: Number(row.dark_mode) === 1 ? emulated.dark : emulated.light,
        imageUrls: new Set(emulated.imageUrls),
        loadImage,
        timeoutMs: RENDER_TIMEOUT_MS,
      });
      const storingRow = keep(row, png, renderedAt).finally(() => storing.delete(storingRow));
      storingRow.catch(() => {}); // settled below, with the workers; not an unhandled rejection meanwhile
      storing.add(storingRow);
      stored.push(storingRow);
      // Bounded, so a slow disk holds back the pages rather than piling PNGs up in memory.
      while (storing.size > 2 * deps.concurrency) await Promise.race(storing).catch(() => {});
    } catch (err) {
      await failed(row, err);
    }
  };

  const queue = largestFirst(todo);
  const workers = Array.from({ length: Math.min(queue.length, deps.concurrency + 1) }, async () => {
    for (let row = queue.shift(); row; row = queue.shift()) await shoot(row);
  });
  const settled = await Promise.allSettled(workers);
  settled.push(...(await Promise.allSettled(stored)));
  const rejected = settled.find((s): s is PromiseRejectedResult => s.status === 'rejected');
  if (rejected) throw rejected.reason;
  await store.settle(previewId, {});
}

/** Chromium warmed up for this job, or undefined once the preview is settled as failed (no Chromium, or it cannot start on the last attempt). */
async function startRenderer(deps: RenderDeps, previewId: string, options: { lastAttempt: boolean }): Promise<ChromiumPool | undefined> {
  const chromium = deps.chromium();
  if (!chromium.found) {
    // A worker without Chromium cannot render this; no retry will change that.
    await deps.store.settle(previewId, { failedMessage: chromium.message });
    return undefined;
  }
  try {
    const pool = deps.renderer();
    await pool.warm();
    return pool;
  } catch (err) {
    if (!options.lastAttempt) throw err;
    await deps.store.settle(previewId, { failedMessage: `Chromium could not be started: ${(err as Error).message.split('\n')[0]}` });
    return undefined;
  }
}

/** The email as a device's client shows it, emulated once per email, client, images setting and screen kind. */
function emulator(preview: PreviewsTable): (device: Device, imagesOff: boolean, emailPosition: number) => EmulatedEmail {
  // A series' preview renders each of its emails' own HTML; a single email's is the row's.
  const series: { emails: Array<{ position: number }> } | null = preview.series ? JSON.parse(preview.series) : null;
  const htmls: string[] = preview.series_html ? JSON.parse(preview.series_html) : [];
  const htmlOf = (emailPosition: number) => htmls[series?.emails.findIndex((e) => e.position === emailPosition) ?? -1] ?? preview.html;
  const emulations = new Map<string, EmulatedEmail>();
  return (device, imagesOff, emailPosition) => {
    const key = `${emailPosition}|${device.clientId}|${imagesOff}|${device.isMobile}`;
    let emulated = emulations.get(key);
    if (!emulated) {
      emulated = emulateClient(htmlOf(emailPosition), clientOf(device), { imagesOff, isMobile: device.isMobile });
      emulations.set(key, emulated);
    }
    return emulated;
  };
}

/**
 * Largest screenshots first (pixels grow with the scale factor squared): the small ones then fill
 * the gaps at the end instead of one big one running alone, and the last thumbnail made after the
 * last screenshot is a small one.
 */
function largestFirst(rows: PreviewResultsTable[]): PreviewResultsTable[] {
  const cost = (r: PreviewResultsTable) => {
    const d = getDevice(r.device_id);
    return d ? d.viewport.width * d.deviceScaleFactor ** 2 : 0;
  };
  return [...rows].sort((a, b) => cost(b) - cost(a));
}
