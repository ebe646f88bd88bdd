import { path, type ListResponse, type RequestCore, type RequestOptions } from '../core/request';
import { requestOptionsOf, waitForJob, type WaitOptions } from '../core/wait';
import type { Preview, PreviewCreateParams, PreviewDeleted, PreviewListParams, PreviewStarted, SupportedDevice } from '../types';

/** Screenshots of an email on devices and email clients (emulated in Chromium on the server). */
export class Previews {
  constructor(private readonly core: RequestCore) {}

  /**
   * Starts rendering `html` (or a generated email's `conversationId`) on `devices` (default: ten
   * popular ones). A series shows its first email, or `position: n` its n-th, or `position: 'all'`
   * every email (each result's `position` says which).
   */
  create(params: PreviewCreateParams, options?: RequestOptions): Promise<PreviewStarted> {
    return this.core.data('POST', '/v1/emails/previews', { body: { json: params }, options });
  }

  /** Renders and waits: the completed preview with one signed image URL per device, or PREVIEW_FAILED. */
  async createAndWait(params: PreviewCreateParams, options: WaitOptions<Preview> = {}): Promise<Preview> {
    const { previewId } = await this.create(params, requestOptionsOf(options));
    return this.waitForPreview(previewId, options);
  }

  /** Status, progress and `results` (image URLs are signed and expire after about a day). */
  get(previewId: string, options?: RequestOptions): Promise<Preview> {
    return this.core.data('GET', path`/v1/emails/previews/${previewId}`, { options });
  }

  /** One page, newest first, each with its results; filter by `status` or `conversationId`. */
  list(params: PreviewListParams = {}, options?: RequestOptions): Promise<ListResponse<Preview>> {
    return this.core.list('/v1/emails/previews', { ...params }, options);
  }

  /** Every preview, fetching pages as the loop goes. */
  listAll(params: Omit<PreviewListParams, 'offset'> = {}, options?: RequestOptions): AsyncGenerator<Preview, void, undefined> {
    return this.core.paginate<Preview>('/v1/emails/previews', { ...params }, options);
  }

  /** Deletes a finished preview and its screenshots (409 CONFLICT while it is still rendering). */
  delete(previewId: string, options?: RequestOptions): Promise<PreviewDeleted> {
    return this.core.data('DELETE', path`/v1/emails/previews/${previewId}`, { options });
  }

  waitForPreview(previewId: string, options: WaitOptions<Preview> = {}): Promise<Preview> {
    return waitForJob((o) => this.get(previewId, o), `The preview ${previewId}`, 'PREVIEW_FAILED', options);
  }

  /** Every device and client a preview can show (40+). */
  async devices(options?: RequestOptions): Promise<SupportedDevice[]> {
    const all: SupportedDevice[] = [];
    for await (const d of this.core.paginate<SupportedDevice>('/v1/emails/devices/supported', { limit: 100 }, options)) all.push(d);
    return all;
  }
}
