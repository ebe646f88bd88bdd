/**
 * Validation as a resource: what the /v1/emails/validate routes call. It finds the email to check
 * (the request's HTML, or a conversation's latest version read through generation's service),
 * decides the check's context (network policy, spamd, brand words, the brief) and runs the checks
 * on the pool's threads. Validation has no tables and no job; the checks themselves are the
 * storage-free engines beside this file.
 */
import { emailAt, latestEmails, type LatestEmails, type SeriesSource } from '../email/series';
import { errors } from '../errors';
import type { CheckPool, Submitted } from '../pool';
import type { CheckName, PortableCheckContext } from '../pool/tasks';
import type { Owner } from '../store/owned';
import type { FactsInput } from './facts';
import type { FactsRequest, FactsResult, ValidateRequest } from './schema';
import { factsOverSeries, seriesBrief, validateSeriesAll } from './series';
import { briefOf, conversationEmail, resolveEmailInput, type ConversationEmail } from './source';

/** What the server, not the request, decides for every check. */
export interface ValidationSettings {
  allowPrivateNetworks: boolean;
  /** `host:port` of spamd; '' for none. */
  spamd: string;
}

/**
 * A check's outcome: a series' result, run here email by email, or the one task of a single email,
 * handed back unrun so that the HTTP layer can have the thread serialise its answer
 * (pool/answer.ts): a 2 MB email's result is large, and the event loop should not stringify it.
 */
export type CheckRun<T = unknown> = { data: T } | { task: Submitted };

type SeriesRead = LatestEmails & { series: NonNullable<LatestEmails['series']> };

/**
 * Every check, links included, runs on the pool: parsing a 2 MB email alone takes the better part
 * of a second, which the event loop cannot spare. A link check then holds its thread while it
 * waits on the network, bounded by the same deadline.
 */
export class ValidationService {
  constructor(
    private readonly pool: CheckPool,
    private readonly emails: SeriesSource,
    private readonly settings: ValidationSettings,
  ) {}

  /**
   * One check (or /all) of an email: the request's HTML, a conversation's latest email, or its
   * email at `position`. /all of a series conversation without a position checks every email.
   */
  async check(owner: Owner, check: CheckName, body: ValidateRequest, signal: AbortSignal): Promise<CheckRun> {
    const { conversationId, position } = body;
    const read = check === 'all' && conversationId && position === undefined ? await latestEmails(this.emails, owner, conversationId) : undefined;
    if (read && isSeries(read)) return { data: await validateSeriesAll(this.pool, read, body, this.settings, signal) };
    // A single email already read above is not read again.
    const lookup = read ? async () => conversationEmail(read.email, read.email) : (o: Owner, id: string) => this.conversationEmail(o, id, position);
    const { input, brandWords, conversation } = await resolveEmailInput(owner, body, lookup);
    const context: PortableCheckContext = { ...this.settings, brandWords };
    // The brief, when one is known (the request's, or the conversation's own prompt): /all checks its
    // facts, and spelling (alone or in /all) takes its words for the author's own. One email of a
    // series holds only its part of the prompt: its facts are checked with the whole series.
    if (check === 'all' || check === 'spelling') context.brief = briefOf(body, conversation);
    if (conversation?.ofSeries && !body.brief) context.facts = false;
    return { task: { kind: 'validate', check, input, options: body.options ?? {}, context } };
  }

  /** The brief's facts in an email, or across every email of a series conversation. */
  async facts(owner: Owner, body: FactsRequest, signal: AbortSignal): Promise<CheckRun<FactsResult>> {
    // A series holds its brief's facts across its emails: each fact is looked for in every one.
    const read = body.conversationId ? await latestEmails(this.emails, owner, body.conversationId) : undefined;
    if (read && isSeries(read)) return { data: await factsOverSeries(this.pool, read.series.emails, requireBrief(seriesBrief(body, read.email)), signal) };
    const lookup = read ? async () => conversationEmail(read.email, read.email) : (o: Owner, id: string) => this.conversationEmail(o, id);
    const { input: email, conversation } = await resolveEmailInput(owner, body, lookup);
    const brief = requireBrief(briefOf(body, conversation));
    const input: FactsInput = { ...email, brief: brief.text, sendDate: brief.sendDate, language: brief.language, preheader: body.preheader ?? conversation?.preheader };
    return { task: { kind: 'facts', input } };
  }

  /**
   * The conversation's email a check reads, scoped to the owner (generation's 404 otherwise): its
   * latest version, or the email at `position` (a series' own; 1 of a single email; 400 past its last).
   */
  private async conversationEmail(owner: Owner, conversationId: string, position?: number): Promise<ConversationEmail> {
    if (position === undefined) {
      const email = await this.emails.getLatestEmail(owner, conversationId);
      return conversationEmail(email, email);
    }
    const read = await latestEmails(this.emails, owner, conversationId);
    return { ...conversationEmail(emailAt(read, position), read.email), ofSeries: Boolean(read.series) };
  }
}

/** A conversation read whose latest version is a series. */
function isSeries(read: LatestEmails): read is SeriesRead {
  return Boolean(read.series);
}

function requireBrief<T>(brief: T | undefined): T {
  if (!brief) throw errors.invalidRequest('Give the `brief` the email was written from.', [{ path: 'body.brief', message: 'is required' }]);
  return brief;
}
