import { path, type ListResponse, type RequestCore, type RequestOptions } from '../core/request';
import { requestOptionsOf, waitForJob, type WaitOptions } from '../core/wait';
import type {
  Export,
  ExportConnection,
  ExportConnectionCreateParams,
  ExportConnectionDeleted,
  ExportConnectionFilter,
  ExportCreateParams,
  ExportPlatform,
  ExportStarted,
} from '../types';

/** Saved platform credentials (stored encrypted on the server; only masked hints come back). */
export class ExportConnections {
  constructor(private readonly core: RequestCore) {}

  create(params: ExportConnectionCreateParams, options?: RequestOptions): Promise<ExportConnection> {
    return this.core.data('POST', '/v1/export/connections', { body: { json: params }, options });
  }

  /** One page, newest first; `platform` keeps one platform's connections. */
  list(params: ExportConnectionFilter & { limit?: number; offset?: number } = {}, options?: RequestOptions): Promise<ListResponse<ExportConnection>> {
    return this.core.list('/v1/export/connections', { ...params }, options);
  }

  get(connectionId: string, options?: RequestOptions): Promise<ExportConnection> {
    return this.core.data('GET', path`/v1/export/connections/${connectionId}`, { options });
  }

  delete(connectionId: string, options?: RequestOptions): Promise<ExportConnectionDeleted> {
    return this.core.data('DELETE', path`/v1/export/connections/${connectionId}`, { options });
  }
}

/** Exports of an email to a marketing platform (a template there) or to an html, zip, eml, mjml or pdf file. */
export class Exports {
  readonly connections: ExportConnections;

  constructor(private readonly core: RequestCore) {
    this.connections = new ExportConnections(core);
  }

  /**
   * Starts an export of `conversationId` (its latest version) or `html` to `platform`. File
   * options: `from` (eml), `paper` and `mobile` (pdf), `mergeTags` (mjml: `'handlebars'` by default,
   * or a platform such as `'mailchimp'` for that platform's merge, unsubscribe and preferences tags).
   * A series conversation goes to a platform as one template per email ("<name> — 2 of 3
   * (reassurance, day 1)", listed in the export's `emails`) and to a zip as every email plus
   * manifest.json; `position` exports one email of it.
   */
  create(params: ExportCreateParams, options?: RequestOptions): Promise<ExportStarted> {
    return this.core.data('POST', '/v1/export', { body: { json: params }, options });
  }

  /** Exports and waits: the completed export (`externalId`, `externalUrl` or `downloadUrl`), or EXPORT_FAILED. */
  async createAndWait(params: ExportCreateParams, options: WaitOptions<Export> = {}): Promise<Export> {
    const { exportId } = await this.create(params, requestOptionsOf(options));
    return this.waitForExport(exportId, options);
  }

  get(exportId: string, options?: RequestOptions): Promise<Export> {
    return this.core.data('GET', path`/v1/export/${exportId}`, { options });
  }

  waitForExport(exportId: string, options: WaitOptions<Export> = {}): Promise<Export> {
    return waitForJob((o) => this.get(exportId, o), `The export ${exportId}`, 'EXPORT_FAILED', options);
  }

  /** The file of a completed html, zip, eml, mjml or pdf export (`contentType` says which: text/html, application/zip, message/rfc822, text/mjml, application/pdf). */
  async download(exportId: string, options?: RequestOptions): Promise<{ data: Uint8Array; contentType: string; fileName: string | null }> {
    const { data, headers } = await this.core.bytes(path`/v1/export/${exportId}/download`, options);
    const fileName = /filename="([^"]+)"/.exec(headers.get('content-disposition') ?? '')?.[1] ?? null;
    return { data, contentType: headers.get('content-type') ?? 'application/octet-stream', fileName };
  }

  /** Platforms (and file formats) an export can target, with the credential fields each needs. */
  platforms(options?: RequestOptions): Promise<ExportPlatform[]> {
    return this.core.data('GET', '/v1/export/platforms', { options });
  }
}
