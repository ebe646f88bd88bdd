/**
 * The latest version of a generated email as validation, previews and exports read it: one email,
 * or every email of a series (issue #23) in order with its place in the sequence. Read through
 * generation's public service (status and conversation reads), never its tables: the status
 * carries the series' stored renderings, the conversation read its documents.
 */
import type { GenerationService, LatestEmail } from '../generate/service';
import { errors } from '../errors';
import { lazy } from '../lib/lazy';
import type { EmailDocument } from './schema';

/** Where an email stands in its series, as every capability that takes a series reports it. */
export interface SeriesPlace {
  position: number;
  role: string;
  sendOffsetDays: number;
  subject: string;
}

/** One email of a series: its place, its renderings and its document. */
export interface SeriesEmailRead extends SeriesPlace {
  preheader: string;
  html: string;
  text: string;
  react: string;
  document: EmailDocument;
}

export interface LatestEmails {
  /** The version's own email: the first of a series. */
  email: LatestEmail;
  /** Set when the version is a series (two emails or more). */
  series?: { sequence: string; emails: SeriesEmailRead[] };
}

// The renderer (React Email, esbuild) loads on the first series read whose renderings are not stored, not at start.
const loadRenderer = lazy(() => import('./index'));

export type SeriesSource = Pick<GenerationService, 'getLatestEmail' | 'status' | 'get'>;

/** The latest completed version of a conversation; RESOURCE_NOT_FOUND (404) as getLatestEmail. */
export async function latestEmails(source: SeriesSource, owner: Parameters<SeriesSource['get']>[0], conversationId: string): Promise<LatestEmails> {
  const email = await source.getLatestEmail(owner, conversationId);
  const status = await source.status(owner, conversationId);
  // A completed single email: its status says so, no conversation read needed.
  if (status.version === email.version && !status.emails?.length) return { email };
  const conversation = await source.get(owner, conversationId);
  const version = conversation.versions.find((v) => v.version === email.version);
  if (!version?.emails?.length) return { email };
  // The status holds the renderings of the latest version; while a refinement runs it holds none, so render the documents.
  const rendered = status.version === email.version ? status.emails : undefined;
  const emails = await Promise.all(
    version.emails.map(async (e): Promise<SeriesEmailRead> => {
      const document = e.document as EmailDocument;
      const r = rendered?.find((x) => x.position === e.position) ?? (await (await loadRenderer()).renderEmail(document));
      return { position: e.position, sendOffsetDays: e.sendOffsetDays, role: e.role, subject: e.subject, preheader: e.preheader, html: r.html, text: r.text, react: r.react, document };
    }),
  );
  return { email, series: { sequence: version.sequence ?? 'nurture', emails } };
}

/** The email at `position` (1-based) of a read: a series' own, or position 1 of a single email; INVALID_REQUEST (`body.position`) past the last. */
export function emailAt(read: LatestEmails, position: number): SeriesEmailRead {
  const e = read.series ? read.series.emails.find((x) => x.position === position) : position === 1 ? { ...read.email, position: 1, sendOffsetDays: 0, role: 'email' } : undefined;
  if (!e) {
    const count = read.series?.emails.length ?? 1;
    throw errors.invalidRequest(`Conversation ${read.email.conversationId} has ${count} email${count > 1 ? 's' : ''}; position ${position} is past its last.`, [
      { path: 'body.position', message: `must be between 1 and ${count}` },
    ]);
  }
  const { sendOffsetDays, role, subject, preheader, html, text, react, document } = e;
  return { position, sendOffsetDays, role, subject, preheader, html, text, react, document };
}
