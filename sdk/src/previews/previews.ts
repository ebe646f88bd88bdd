import { path, type RequestCore, type RequestOptions } from '../core/request';
import { requestOptionsOf, waitForJob, type WaitOptions } from '../core/wait';
import type { Preview, PreviewCreateParams, PreviewStarted, SupportedDevice } from '../types';

/** Screenshots of an email on devices and email clients (emulated in Chromium on the server). */
export class Previews {
  constructor(private readonly core: RequestCore) {}

  /** Starts rendering `html` (or a generated email's `conversationId`) on `devices` (default: ten popular ones). */
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
