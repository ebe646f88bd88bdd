/**
 * A series' files as the zip export and `brandmail generate --out-dir` write them — each email's
 * file names (`01-reminder.html`, `.tsx`, `.txt`), its template name ("Cart — 2 of 3 (reassurance,
 * day 1)") and `manifest.json` with the schedule. One definition that the server's exports
 * (src/exports/series.ts) and the CLI both import, so a folder written by the CLI and a zip
 * downloaded from an export read the same way. Plain functions: no request, no server code.
 */

/** An email's place in its series and what a manifest lists of it. */
export interface SeriesManifestPlace {
  position: number;
  role: string;
  sendOffsetDays: number;
  subject: string;
  preheader: string;
}

/** One email of manifest.json: its place, template name and file names (relative to the manifest). */
export interface SeriesManifestEmail extends SeriesManifestPlace {
  templateName: string;
  html: string;
  react: string;
  text: string;
}

/** manifest.json of a series zip or a `--out-dir` folder. */
export interface SeriesManifest {
  name: string;
  conversationId: string | null;
  /** The kind of sequence (`abandoned-cart`, `welcome`, …); null for a single email written by the CLI. */
  sequence: string | null;
  emails: SeriesManifestEmail[];
}

/** "welcome, day 0", "reminder, 1 hour", "incentive, day 3": an email's place as a person reads it. */
export function describePlace(e: { role: string; sendOffsetDays: number }): string {
  const d = e.sendOffsetDays;
  const when = d > 0 && d < 1 ? `${Math.max(1, Math.round(d * 24))} hour${Math.round(d * 24) > 1 ? 's' : ''}` : `day ${Math.round(d * 10) / 10}`;
  return `${e.role}, ${when}`;
}

/** "<name> — 2 of 3 (reassurance, day 1)", the name shortened (never the place) to fit a platform's limit. */
export function seriesTemplateName(name: string, e: { position: number; role: string; sendOffsetDays: number }, count: number, maxLength = 200): string {
  const suffix = ` — ${e.position} of ${count} (${describePlace(e)})`;
  const room = Math.max(1, maxLength - suffix.length);
  return `${name.length > room ? name.slice(0, room).trimEnd() : name}${suffix}`;
}

/** Base name of an email's files: 01-reminder. */
export const seriesFileBase = (e: { position: number; role: string }) => `${String(e.position).padStart(2, '0')}-${e.role.replace(/[^a-z0-9-]+/gi, '-')}`;

/** An email's three files: 01-reminder.html, .tsx (React Email) and .txt. */
export function seriesFiles(e: { position: number; role: string }): { html: string; react: string; text: string } {
  const base = seriesFileBase(e);
  return { html: `${base}.html`, react: `${base}.tsx`, text: `${base}.txt` };
}

/** "Abandoned cart series 2026-11-28": a series' name when none is given (its templates differ by their place). */
export function seriesName(sequence: string, date = new Date()): string {
  return `${sequence.replace(/-/g, ' ').replace(/^./, (c) => c.toUpperCase())} series ${date.toISOString().slice(0, 10)}`;
}

/** manifest.json: the series' name and schedule, each email with its template name and files. */
export function seriesManifest(s: { name: string; conversationId: string | null; sequence: string | null; emails: SeriesManifestPlace[] }): SeriesManifest {
  return {
    name: s.name,
    conversationId: s.conversationId,
    sequence: s.sequence,
    emails: s.emails.map(({ position, role, sendOffsetDays, subject, preheader }) => ({
      position,
      role,
      sendOffsetDays,
      subject,
      preheader,
      templateName: seriesTemplateName(s.name, { position, role, sendOffsetDays }, s.emails.length),
      ...seriesFiles({ position, role }),
    })),
  };
}
