import { path, type ListResponse, type RequestCore, type RequestOptions } from '../core/request';
import { requestOptionsOf, waitForJob, type WaitOptions } from '../core/wait';
import type {
  Conversation,
  ConversationListParams,
  ConversationSummary,
  GeneratedEmail,
  GenerateParams,
  GenerationStarted,
  GenerationStatus,
  RefineParams,
  RenderedEmail,
  RenderParams,
  RestoredVersion,
} from '../types';

/** Emails generated for a project from a prompt (a "conversation" of versions), and rendering. */
export class Emails {
  constructor(private readonly core: RequestCore) {}

  /**
   * Starts a generation: `{ conversationId, status: 'pending' }`. `count` (1–7) asks for a series,
   * as does a prompt that says so ("a 3-email welcome series"); a completed series carries
   * `emails` (position, sendOffsetDays, role, subject, preheader, html, react, text) and `sequence`,
   * and its `html`/`react` are the first email's.
   */
  generate(params: GenerateParams, options?: RequestOptions): Promise<GenerationStarted> {
    return this.core.data('POST', '/v1/projects/emails/generate', { body: { json: params }, options });
  }

  /**
   * Generates and waits: `{ subject, preheader, html, react, text, document, version, … }` (and
   * `emails` for a series), or a BrandmailError carrying the generation's own `error` (code
   * GENERATION_FAILED).
   */
  async generateAndWait(params: GenerateParams, options: WaitOptions<GenerationStatus> = {}): Promise<GeneratedEmail> {
    const { conversationId } = await this.generate(params, requestOptionsOf(options));
    return this.waitForGeneration(conversationId, options);
  }

  /** `status` pending, completed (with the latest version's email) or failed (with `error`). */
  status(conversationId: string, options?: RequestOptions): Promise<GenerationStatus> {
    return this.core.data('GET', path`/v1/projects/emails/${conversationId}/status`, { options });
  }

  async waitForGeneration(conversationId: string, options: WaitOptions<GenerationStatus> = {}): Promise<GeneratedEmail> {
    return (await waitForJob((o) => this.status(conversationId, o), `The generation ${conversationId}`, 'GENERATION_FAILED', options)) as GeneratedEmail;
  }

  /** Asks for a change ("shorter", "make the button green", "in French"); the result is a new version. */
  refine(conversationId: string, params: RefineParams, options?: RequestOptions): Promise<GenerationStarted> {
    return this.core.data('POST', path`/v1/projects/emails/${conversationId}/messages`, { body: { json: params }, options });
  }

  /** Refines and waits for the new version (the server marks the conversation pending before answering). */
  async refineAndWait(conversationId: string, params: RefineParams, options: WaitOptions<GenerationStatus> = {}): Promise<GeneratedEmail> {
    await this.refine(conversationId, params, requestOptionsOf(options));
    return this.waitForGeneration(conversationId, options);
  }

  /**
   * Makes an earlier version the latest again: a copy of it (of a series, every email) becomes a
   * new version, `{ version, restoredFrom, subject, html, … }`; every version is kept. Done at once,
   * nothing to wait for. 404 for a version the conversation lacks; 409 while a version is being
   * written, or for the one that already is the latest.
   */
  restore(conversationId: string, version: number, options?: RequestOptions): Promise<RestoredVersion> {
    return this.core.data('POST', path`/v1/projects/emails/${conversationId}/versions/${String(version)}/restore`, { body: { json: {} }, options });
  }

  /** The conversation: its prompts (messages) and every version's document. */
  get(conversationId: string, options?: RequestOptions): Promise<Conversation> {
    return this.core.data('GET', path`/v1/projects/emails/${conversationId}`, { options });
  }

  /** One page of conversations, newest first (`projectId` filters). */
  list(params: ConversationListParams = {}, options?: RequestOptions): Promise<ListResponse<ConversationSummary>> {
    return this.core.list('/v1/projects/emails', { ...params }, options);
  }

  listAll(params: Omit<ConversationListParams, 'offset'> = {}, options?: RequestOptions): AsyncGenerator<ConversationSummary, void, undefined> {
    return this.core.paginate<ConversationSummary>('/v1/projects/emails', { ...params }, options);
  }

  /** Renders an EmailDocument (e.g. an edited `document` of a version) to HTML, React Email source and text. */
  render(params: RenderParams, options?: RequestOptions): Promise<RenderedEmail> {
    return this.core.data('POST', '/v1/emails/render', { body: { json: params }, options });
  }
}
