/**
 * Previews as a resource: create (a row per preview and per screenshot, and the `preview.render`
 * job, in one transaction), read (status, progress, results with signed image URLs), the device
 * catalogue, and the public image route's signature check. The `preview.render` job is
 * src/preview/job.ts (its work in render.ts); the tables are src/preview/store.ts.
 */
import type { JobDefinition, JobQueue } from '../jobs/queue';
import { errors } from '../errors';
import { newId } from '../lib/ids';
import { nowIso, isoFromMs } from '../lib/time';
import type { Logger } from '../logger';
import { newBlobId, type Blob, type BlobStore } from '../store/blobs';
import type { Db } from '../store/db';
import type { PreviewResultsTable } from '../store/schema';
import type { EventSink } from '../jobs/settle';
import type { Owner } from '../store/owned';
import { emailAt, latestEmails, type SeriesEmailRead, type SeriesPlace, type SeriesSource } from '../email/series';
import { locateChromium, type ChromiumLocation } from './chromium';
import { DEFAULT_DEVICE_IDS, DEVICES, getDevice } from './devices';
import { ChromiumPool } from './renderer';
import { PREVIEW_RENDER_QUEUE, previewJob, renderPreview, type PreviewJobData } from './job';
import type { RenderDeps } from './render';
import { PreviewsStore, type PreviewSummary } from './store';
import type { CreatePreviewRequest, Preview, PreviewResult, SupportedDevice } from './schema';
import { UrlSigner } from './signing';

export interface PreviewSettings {
  /** CHROMIUM_PATH; unset: the usual system locations. */
  chromiumPath?: string;
  /** Pages rendering at once in this process (BRANDMAIL_PREVIEW_CONCURRENCY). */
  concurrency: number;
  /** Let the email's images come from private addresses (config `allowPrivateNetworks`). */
  allowPrivateNetworks: boolean;
  /** BRANDMAIL_SECRET; unset: a generated per-installation secret signs image URLs. */
  secret?: string;
}

type Variant = boolean | 'both';
/** Screenshots in one preview: 100 devices × dark mode both × images both. */
const MAX_SCREENSHOTS = 400;
const variants = (v: Variant): boolean[] => (v === 'both' ? [false, true] : [v]);
const parseVariant = (v: string): Variant => (v === 'both' ? 'both' : v === 'true');

export class PreviewsService {
  private signer?: Promise<UrlSigner>;
  private pool?: ChromiumPool;
  private readonly store: PreviewsStore;

  constructor(
    private readonly db: Db,
    private readonly queue: JobQueue,
    private readonly blobs: BlobStore,
    events: EventSink | undefined,
    private readonly logger: Logger,
    /** Where a `conversationId` is read: its latest version, a series' every email (GenerationService). */
    private readonly emails: SeriesSource,
    readonly settings: PreviewSettings,
  ) {
    this.store = new PreviewsStore(db, events);
  }

  /** The `preview.render` job, for the handler table (src/workers.ts). */
  job(): JobDefinition<PreviewJobData> {
    return previewJob(() => this.renderDeps());
  }

  chromium(): ChromiumLocation {
    return locateChromium(this.settings.chromiumPath);
  }

  devices(): SupportedDevice[] {
    return DEVICES.map(({ id, name, type, os, client, clientId, emulates, viewport, deviceScaleFactor, darkMode, darkModeBehaviour }) => ({
      id,
      name,
      type,
      os,
      client,
      clientId,
      emulates,
      viewport,
      deviceScaleFactor,
      darkMode,
      darkModeBehaviour,
    }));
  }

  async create(owner: Owner, input: CreatePreviewRequest): Promise<{ previewId: string; status: 'pending' }> {
    const deviceIds = [...new Set(input.devices ?? DEFAULT_DEVICE_IDS)];
    const unknown = (input.devices ?? []).map((id, i) => ({ id, i })).filter(({ id }) => !getDevice(id));
    if (unknown.length) {
      throw errors.invalidRequest(
        `Unknown device ${unknown.length === 1 ? 'id' : 'ids'}: ${unknown.map((u) => u.id).join(', ')}. GET /v1/emails/devices/supported lists the supported ones.`,
        unknown.map(({ id, i }) => ({ path: `body.devices.${i}`, message: `unknown device id "${id}"` })),
      );
    }
    const shown = input.conversationId ? await this.emailsToShow(owner, input.conversationId, input.position) : undefined;
    const html = input.html ?? shown!.emails[0].html;
    const chromium = this.chromium();
    if (!chromium.found) throw errors.unavailable(chromium.message);

    const previewId = newId('preview');
    const now = nowIso();
    const results: PreviewResultsTable[] = [];
    // One screenshot per email shown × device × dark-mode variant × images variant, in that order.
    for (const emailPosition of shown?.emails.map((e) => e.position) ?? [1]) {
      for (const deviceId of deviceIds) {
        for (const dark of variants(input.darkMode)) {
          for (const off of variants(input.imagesOff)) {
            results.push({
              preview_id: previewId,
              position: results.length,
              email_position: emailPosition,
              device_id: deviceId,
              dark_mode: dark ? 1 : 0,
              images_off: off ? 1 : 0,
              status: 'pending',
              image_blob_id: newBlobId('shot'),
              thumbnail_blob_id: newBlobId('thumb'),
              width: null,
              height: null,
              error: null,
              rendered_at: null,
            });
          }
        }
      }
    }
    // A single email's largest preview (100 devices, both variants of each) is 400 screenshots; every
    // email of a series on every device would be seven times that.
    if (results.length > MAX_SCREENSHOTS) {
      throw errors.invalidRequest(`This preview would take ${results.length} screenshots; at most ${MAX_SCREENSHOTS} fit in one. Choose fewer devices or variants, or preview the series' emails one \`position\` at a time.`, [
        { path: 'body.devices', message: `emails × devices × variants must be at most ${MAX_SCREENSHOTS}` },
      ]);
    }
    await this.store.transaction(async (trx) => {
      await this.store.insert(
        trx,
        {
          id: previewId,
          account_id: owner.accountId,
          environment: owner.environment,
          status: 'pending',
          stage: 'queued',
          progress: 0,
          conversation_id: input.conversationId ?? null,
          html,
          devices: JSON.stringify(deviceIds),
          dark_mode: String(input.darkMode),
          images_off: String(input.imagesOff),
          error: null,
          error_code: null,
          created_at: now,
          updated_at: now,
          completed_at: null,
          series: shown?.series ? JSON.stringify(shown.series) : null,
          series_html: shown?.series ? JSON.stringify(shown.emails.map((e) => e.html)) : null,
        },
        results,
      );
      await this.queue.enqueue<PreviewJobData>(PREVIEW_RENDER_QUEUE, { previewId }, { singletonKey: `${PREVIEW_RENDER_QUEUE}:${previewId}`, retryLimit: 2, retryDelayMs: 2000 }, trx);
    });
    return { previewId, status: 'pending' };
  }

  /**
   * The emails of a conversation a preview shows: the one at `position` (default the first, so a
   * series previews as its first email did), or every one of a series for "all".
   */
  private async emailsToShow(owner: Owner, conversationId: string, position: number | 'all' | undefined): Promise<{ emails: SeriesEmailRead[]; series?: PreviewSeries }> {
    const read = await latestEmails(this.emails, owner, conversationId);
    const emails = position === 'all' ? (read.series?.emails ?? [emailAt(read, 1)]) : [emailAt(read, position ?? 1)];
    if (!read.series) return { emails };
    const places = emails.map(({ position: p, role, sendOffsetDays, subject }) => ({ position: p, role, sendOffsetDays, subject }));
    return { emails, series: { sequence: read.series.sequence, position: position ?? 1, emails: places } };
  }

  /** The preview with URLs signed for `baseUrl` (config publicUrl, else the address the request reached). */
  async get(owner: Owner, previewId: string, baseUrl: string, nowMs = Date.now()): Promise<Preview> {
    const row = await this.store.find(owner, previewId);
    const rows = await this.store.results(row.id);
    const signer = await this.getSigner();
    const expires = UrlSigner.expiryFrom(nowMs);
    return toPreview(row, rows.map((r) => toResult(r, signer, baseUrl, expires)));
  }

  /** Newest first, each with its results, optionally only those in one status or of one conversation. */
  async list(
    owner: Owner,
    query: { limit: number; offset: number; status?: Preview['status']; conversationId?: string },
    baseUrl: string,
    nowMs = Date.now(),
  ): Promise<{ rows: Preview[]; total: number }> {
    const { previews, results, total } = await this.store.list(owner, query);
    const signer = await this.getSigner();
    const expires = UrlSigner.expiryFrom(nowMs);
    const rows = previews.map((p) => toPreview(p, (results.get(p.id) ?? []).map((r) => toResult(r, signer, baseUrl, expires))));
    return { rows, total };
  }

  /**
   * Deletes a finished preview, its results and its screenshots; their signed URLs stop working at
   * once. A preview still rendering answers 409: its job would write screenshots for rows gone.
   */
  async remove(owner: Owner, previewId: string): Promise<void> {
    const blobIds = await this.store.transaction(async (trx) => {
      const row = await this.store.find(owner, previewId, trx);
      if (row.status === 'pending') {
        throw errors.conflict(`Preview ${previewId} is still rendering; delete it once it is completed or failed.`);
      }
      return this.store.remove(trx, [row.id]);
    });
    await this.deleteBlobs(blobIds);
  }

  /**
   * Retention (BRANDMAIL_PREVIEW_RETENTION_DAYS): deletes, in batches, the previews that finished
   * before `cutoffIso`, with their screenshots. Returns how many went. Safe to run on several
   * nodes at once: each batch deletes what is still there.
   */
  async purgeFinishedBefore(cutoffIso: string, batch = 500): Promise<number> {
    let purged = 0;
    for (;;) {
      const ids = await this.store.finishedBefore(cutoffIso, batch);
      if (ids.length === 0) return purged;
      await this.deleteBlobs(await this.store.transaction((trx) => this.store.remove(trx, ids)));
      purged += ids.length;
      if (ids.length < batch) return purged;
    }
  }

  // After the rows: a crash in between leaves unreachable files, never rows pointing at nothing.
  private async deleteBlobs(ids: string[]): Promise<void> {
    await this.blobs.delete(ids).catch((err) => this.logger.warn({ err, count: ids.length }, 'could not delete preview screenshots'));
  }

  /** A screenshot or thumbnail behind a signed URL; 403 for a bad or expired signature, 404 for none. */
  async image(blobId: string, expires: number, signature: string): Promise<Blob> {
    const verdict = (await this.getSigner()).verify(blobId, expires, signature);
    if (verdict === 'expired') throw errors.insufficientPermissions('This image URL has expired. Fetch the preview again for fresh URLs.');
    if (verdict === 'invalid') throw errors.insufficientPermissions('This image URL’s signature is not valid.');
    const blob = await this.blobs.get(blobId);
    if (!blob) throw errors.notFound('No such preview image.');
    return blob;
  }

  /** Renders a preview's pending screenshots now (the job's work; benchmarks call it directly). */
  async render(previewId: string, options: { lastAttempt?: boolean } = {}): Promise<void> {
    await renderPreview(this.renderDeps(), previewId, { lastAttempt: options.lastAttempt ?? true });
  }

  /** The process's renderer, launched on first use (warm-up and benchmarks may call it). */
  renderer(): ChromiumPool {
    const chromium = this.chromium();
    if (!chromium.found) throw errors.unavailable(chromium.message);
    this.pool ??= new ChromiumPool({ executablePath: chromium.path, concurrency: this.settings.concurrency, logger: this.logger });
    return this.pool;
  }

  /** Closes the browser; call after the queue has stopped (src/server.ts). */
  async close(): Promise<void> {
    const pool = this.pool;
    this.pool = undefined;
    await pool?.close();
  }

  private renderDeps(): RenderDeps {
    return {
      store: this.store,
      blobs: this.blobs,
      logger: this.logger,
      allowPrivateNetworks: this.settings.allowPrivateNetworks,
      concurrency: this.settings.concurrency,
      chromium: () => this.chromium(),
      renderer: () => this.renderer(),
    };
  }

  private getSigner(): Promise<UrlSigner> {
    if (!this.signer) {
      const creating = UrlSigner.create(this.db, this.settings.secret);
      // A store hiccup must not stick: the next request tries again.
      creating.catch(() => {
        if (this.signer === creating) this.signer = undefined;
      });
      this.signer = creating;
    }
    return this.signer;
  }
}

function toResult(r: PreviewResultsTable, signer: UrlSigner, baseUrl: string, expires: number): PreviewResult {
  const device = getDevice(r.device_id);
  const done = r.status === 'completed';
  return {
    position: Number(r.email_position ?? 1),
    deviceId: r.device_id,
    deviceName: device?.name ?? r.device_id,
    client: device?.client ?? 'unknown',
    darkMode: Number(r.dark_mode) === 1,
    imagesOff: Number(r.images_off) === 1,
    status: r.status,
    imageUrl: done ? signer.url(baseUrl, r.image_blob_id, expires) : null,
    thumbnailUrl: done ? signer.url(baseUrl, r.thumbnail_blob_id, expires) : null,
    width: r.width === null ? null : Number(r.width),
    height: r.height === null ? null : Number(r.height),
    error: r.error,
    expiresAt: done ? isoFromMs(expires * 1000) : null,
  };
}

/** What a preview of a series keeps of it (the `series` column). */
interface PreviewSeries {
  sequence: string;
  position: number | 'all';
  emails: SeriesPlace[];
}

function toPreview(row: PreviewSummary, results: PreviewResult[]): Preview {
  const series: PreviewSeries | undefined = row.series ? JSON.parse(row.series) : undefined;
  return {
    previewId: row.id,
    status: row.status,
    stage: row.stage,
    progress: Number(row.progress),
    ...(row.error ? { error: row.error } : {}),
    ...(row.error_code ? { errorCode: row.error_code } : {}),
    conversationId: row.conversation_id,
    ...(series ? { sequence: series.sequence, emails: series.emails } : {}),
    devices: JSON.parse(row.devices),
    darkMode: parseVariant(row.dark_mode),
    imagesOff: parseVariant(row.images_off),
    results,
    createdAt: row.created_at,
    completedAt: row.completed_at,
  };
}
