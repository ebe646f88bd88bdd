/**
 * Exporting a series (issue #23): every email goes to the platform as its own template named with
 * its place ("Cart — 2 of 3 (reassurance, day 1)"), or into one zip with a manifest of the
 * schedule. What the export row keeps of a series, and how each email's template is recorded in
 * the row's progress (so a retried export skips the emails already on the platform).
 */
import type { EmailDocumentInput } from '../email';
import { describePlace, type SeriesPlace } from '../email/series';
import type { ExportedSeriesEmail } from './schema';

/** A series as an export row stores it: each email's place, document and React source (zip). */
export interface StoredSeries {
  sequence: string;
  emails: Array<SeriesPlace & { preheader: string; document: EmailDocumentInput; react: string }>;
}

/** "<name> — 2 of 3 (reassurance, day 1)", the name shortened (never the place) to fit the platform's limit. */
export function seriesTemplateName(name: string, e: { position: number; role: string; sendOffsetDays: number }, count: number, maxLength = 200): string {
  const suffix = ` — ${e.position} of ${count} (${describePlace(e)})`;
  const room = Math.max(1, maxLength - suffix.length);
  return `${name.length > room ? name.slice(0, room).trimEnd() : name}${suffix}`;
}

/** The progress key under which an email's template is recorded, and the scope of its connector's own keys. */
export const emailScope = (position: number) => `email${position}`;

/** What a series export made of each email, from its row's progress (null until the export reaches it). */
export function exportedEmails(series: StoredSeries, name: string, progress: Record<string, string>, maxNameLength: number | undefined): ExportedSeriesEmail[] {
  return series.emails.map((e) => {
    const done = progress[emailScope(e.position)] ? (JSON.parse(progress[emailScope(e.position)]) as { externalId: string; externalUrl: string | null }) : undefined;
    return {
      position: e.position,
      role: e.role,
      sendOffsetDays: e.sendOffsetDays,
      subject: e.subject,
      name: seriesTemplateName(name, e, series.emails.length, maxNameLength),
      externalId: done?.externalId ?? null,
      externalUrl: done?.externalUrl ?? null,
    };
  });
}

/** Base name of an email's files in a series zip: 01-reminder (as `brandmail generate --out-dir` writes them). */
export const seriesFileBase = (e: { position: number; role: string }) => `${String(e.position).padStart(2, '0')}-${e.role.replace(/[^a-z0-9-]+/gi, '-')}`;
