import { path, type ListResponse, type PageParams, type RequestCore, type RequestOptions } from '../core/request';
import { requestOptionsOf, waitForJob, type WaitOptions } from '../core/wait';
import type { ImportParams, ImportStarted, ImportStatus, Project, ProjectDeleted, ProjectFilter, ProjectUpdateParams } from '../types';

/** How to send a logo file: its media type (default: the server reads the bytes) and light/dark variant. */
export interface LogoUploadParams {
  /** e.g. `image/png`; the server reads the bytes whatever this says (default `application/octet-stream`). */
  contentType?: string;
  /** light: a light mark for dark backgrounds; dark: for light ones. Default: read from the pixels. */
  variant?: 'light' | 'dark';
}

export interface ListParams extends PageParams, ProjectFilter {}

/** Projects are brands: imported from a website, then used to generate emails. */
export class Projects {
  constructor(private readonly core: RequestCore) {}

  /** Starts an import (30–60 s on the server): `{ projectId, status: 'pending' }`. */
  import(params: ImportParams, options?: RequestOptions): Promise<ImportStarted> {
    return this.core.data('POST', '/v1/projects/import', { body: { json: params }, options });
  }

  /** Imports a brand and waits for it: the project with its brand kit, or IMPORT_FAILED. */
  async importAndWait(params: ImportParams, options: WaitOptions<ImportStatus> = {}): Promise<Project> {
    const { projectId } = await this.import(params, requestOptionsOf(options));
    return this.waitForImport(projectId, options);
  }

  /** Import progress: `status`, `stage`, `progress` 0–1, `warnings`, and `error`/`errorCode` when failed. */
  status(projectId: string, options?: RequestOptions): Promise<ImportStatus> {
    return this.core.data('GET', path`/v1/projects/${projectId}/status`, { options });
  }

  /** Polls the import until it ends; resolves to the project, or rejects with IMPORT_FAILED. */
  async waitForImport(projectId: string, options: WaitOptions<ImportStatus> = {}): Promise<Project> {
    await waitForJob((o) => this.status(projectId, o), `The import of ${projectId}`, 'IMPORT_FAILED', options);
    return this.get(projectId, { ...requestOptionsOf(options), idempotencyKey: undefined });
  }

  get(projectId: string, options?: RequestOptions): Promise<Project> {
    return this.core.data('GET', path`/v1/projects/${projectId}`, { options });
  }

  /**
   * One page, newest first; `search` keeps the projects whose name holds that text
   * (case-insensitive), `status` those whose import is in that state (`completed`: ready to write with).
   */
  list(params: ListParams = {}, options?: RequestOptions): Promise<ListResponse<Project>> {
    return this.core.list('/v1/projects', { ...params }, options);
  }

  /** Every project, fetching pages as the loop goes: `for await (const p of bm.projects.listAll())`. */
  listAll(params: Omit<ListParams, 'offset'> = {}, options?: RequestOptions): AsyncGenerator<Project, void, undefined> {
    return this.core.paginate<Project>('/v1/projects', { ...params }, options);
  }

  /** Corrects the name or any part of the brand kit; corrections survive a reimport. */
  update(projectId: string, params: ProjectUpdateParams, options?: RequestOptions): Promise<Project> {
    return this.core.data('PATCH', path`/v1/projects/${projectId}`, { body: { json: params }, options });
  }

  /**
   * Uploads the brand's logo: a PNG, JPEG, GIF, WebP, AVIF, ICO or self-contained SVG file of at
   * most 5 MB. The server stores it as a PNG (≤ 1200 × 600 px) at a public address emails can
   * load, and sets it as the kit's logo; reimports keep it. Resolves to the project.
   */
  uploadLogo(projectId: string, image: Uint8Array, params: LogoUploadParams = {}, options?: RequestOptions): Promise<Project> {
    return this.core.data('PUT', path`/v1/projects/${projectId}/logo`, {
      query: { variant: params.variant },
      body: { raw: image, contentType: params.contentType ?? 'application/octet-stream' },
      options,
    });
  }

  /** Imports the brand again from its URLs; the current kit stays readable meanwhile. */
  reimport(projectId: string, options?: RequestOptions): Promise<ImportStarted> {
    return this.core.data('POST', path`/v1/projects/${projectId}/reimport`, { body: { json: {} }, options });
  }

  async reimportAndWait(projectId: string, options: WaitOptions<ImportStatus> = {}): Promise<Project> {
    await this.reimport(projectId, requestOptionsOf(options));
    return this.waitForImport(projectId, options);
  }

  delete(projectId: string, options?: RequestOptions): Promise<ProjectDeleted> {
    return this.core.data('DELETE', path`/v1/projects/${projectId}`, { options });
  }
}
