/**
 * Exporting a series (issue #23): every email goes to the platform as its own template named with
 * its place ("Cart — 2 of 3 (reassurance, day 1)"), or into one zip with a manifest of the
 * schedule. What the export row keeps of a series, and how each email's template is recorded in
 * the row's progress (so a retried export skips the emails already on the platform).
 *
 * Template names, file names and the manifest's shape are the SDK's (sdk/src/series.ts), because
 * `brandmail generate --out-dir` writes the same files and the CLI imports only the SDK; the SDK
 * cannot import the server, so the one definition lives there and the server imports it.
 */
import { seriesManifest, seriesName, seriesTemplateName } from '@brandmail/sdk';
import type { EmailDocumentInput } from '../email';
import type { SeriesPlace } from '../email/series';
import type { ExportedFlow, ExportedSeriesEmail } from './schema';

export { seriesManifest, seriesName, seriesTemplateName };

/** A series as an export row stores it: each email's place, document and React source (zip). */
export interface StoredSeries {
  sequence: string;
  emails: Array<SeriesPlace & { preheader: string; document: EmailDocumentInput; react: string }>;
  /** Asked with `flow`: after the templates, the flow is built on the platform with this trigger. */
  flow?: { trigger: { type: 'list' | 'segment' | 'metric'; id: string } };
}

/** The progress key under which the flow built from a series is recorded (and the scope of its connector's keys). */
export const FLOW_SCOPE = 'flow';

/** The flow a series export built, from its row's progress (ids null until the export reaches it); undefined when none was asked. */
export function exportedFlow(series: StoredSeries, progress: Record<string, string>): ExportedFlow | undefined {
  if (!series.flow) return undefined;
  const done = progress[FLOW_SCOPE] ? (JSON.parse(progress[FLOW_SCOPE]) as ExportedFlow) : undefined;
  return { externalId: done?.externalId ?? null, externalUrl: done?.externalUrl ?? null };
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
