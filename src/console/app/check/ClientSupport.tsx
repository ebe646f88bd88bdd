import { Fragment, type ReactNode } from 'react';
import type { CompatibilityResult, ValidationIssue } from '@brandmail/sdk';
import { byFamily, clientNames, familySentence, type FamilyGroup } from './clientFamilies';
import { withCode } from './withCode';

type Compatibility = Pick<CompatibilityResult, 'clients' | 'features'>;

/** Which clients a compatibility finding fails in, split as the report's feature table splits them. */
export interface ClientSupportOf {
  title: string;
  url?: string;
  /** Uses of the feature in the email (the report lists the first 20 as places). */
  occurrences?: number;
  total: number;
  unsupported: FamilyGroup[];
  partial: FamilyGroup[];
  /** caniemail's notes on the affected clients, by family name. */
  notes: Map<string, string[]>;
  /** How many clients do not support it, and how many only partly. */
  counts: { unsupported: number; partial: number };
}

/**
 * A compatibility issue's clients, grouped by family the way Litmus and caniemail show them
 * ("Outlook (Windows, Windows Mail)"), from the report's client and feature tables; null for an
 * issue of another check, or when the report does not describe its feature.
 */
export function clientSupportOf(issue: ValidationIssue, compatibility: Compatibility | undefined): ClientSupportOf | null {
  const feature = compatibility?.features.find((f) => f.feature === issue.code);
  if (!compatibility || !feature || !issue.clients?.length) return null;
  const names = clientNames(compatibility.clients);
  const affected = new Set(issue.clients);
  const unsupported = feature.unsupported.filter((c) => affected.has(c));
  const partial = feature.partial.filter((c) => affected.has(c));
  const notes = new Map<string, string[]>();
  for (const row of compatibility.clients) {
    if (!affected.has(row.client)) continue;
    const family = names.get(row.client)?.familyName ?? row.name;
    const said = notes.get(family) ?? [];
    for (const n of [...row.unsupported, ...row.partial].filter((s) => s.feature === issue.code).flatMap((s) => s.notes)) if (!said.includes(n)) said.push(n);
    notes.set(family, said);
  }
  return {
    title: feature.title,
    url: feature.url,
    occurrences: feature.occurrences,
    total: compatibility.clients.length,
    unsupported: byFamily(unsupported, names),
    partial: byFamily(partial, names),
    notes,
    counts: { unsupported: unsupported.length, partial: partial.length },
  };
}

/** The finding's sentence and its families, said in place of the check's list of every client's name. */
export function ClientSupportSummary({ support }: { support: ClientSupportOf }) {
  const { title, total, unsupported, partial, counts } = support;
  const parts = [
    counts.unsupported && `not supported by ${counts.unsupported} of ${total} email clients`,
    counts.partial && (counts.unsupported ? `partly by ${counts.partial}` : `only partly supported by ${counts.partial} of ${total} email clients`),
  ].filter(Boolean);
  return (
    <>
      <span className="issue-message">
        {withCode(`\`${title}\``)} is {parts.join(', ')}.
      </span>
      {unsupported.length > 0 && (
        <span className="client-families">
          <span className="client-families-label">Not supported:</span> {familySentence(unsupported)}
        </span>
      )}
      {partial.length > 0 && (
        <span className="client-families">
          <span className="client-families-label">Partly:</span> {familySentence(partial)}
        </span>
      )}
    </>
  );
}

/** Every affected client by family, with caniemail's notes on them: the full list, behind a disclosure. */
export function ClientSupportDetails({ support }: { support: ClientSupportOf }) {
  const families = new Map<string, { unsupported?: FamilyGroup; partial?: FamilyGroup }>();
  for (const g of support.unsupported) families.set(g.name, { unsupported: g });
  for (const g of support.partial) families.set(g.name, { ...families.get(g.name), partial: g });
  const hasNotes = [...support.notes.values()].some((n) => n.length > 0);
  return (
    <details className="client-list small">
      <summary>
        Every client ({support.counts.unsupported + support.counts.partial}){hasNotes ? ' and caniemail’s notes' : ''}
      </summary>
      <ul>
        {[...families].map(([name, { unsupported, partial }]) => (
          <li key={name}>
            <strong>{name}</strong>
            {unsupported && <span className="bad"> — not supported{platformsOf(unsupported)}</span>}
            {partial && <span className="warn"> — partly{platformsOf(partial)}</span>}
            {support.notes.get(name)?.map((n) => (
              <span key={n} className="client-note muted">
                {noteText(n)}
              </span>
            ))}
          </li>
        ))}
      </ul>
      {support.url && (
        <p className="muted">
          Source: <a href={support.url}>caniemail.com</a>
          {support.occurrences ? ` · used ${support.occurrences} time${support.occurrences === 1 ? '' : 's'} in this email` : ''}
        </p>
      )}
    </details>
  );
}

const platformsOf = (g: FamilyGroup) => (g.total > 1 ? `: ${g.platforms.join(', ')}` : '');

/**
 * A caniemail note as a person reads it: its `code` as code, its Markdown links ("[email-bugs#16](https://…)")
 * as links when they are https, as plain text otherwise. Everything stays text React escapes.
 */
export function noteText(note: string): ReactNode[] {
  const parts = note.split(/\[([^\]\n]+)\]\(([^)\s]+)\)/);
  const out: ReactNode[] = [];
  for (let i = 0; i < parts.length; i += 3) {
    out.push(<Fragment key={i}>{withCode(parts[i])}</Fragment>);
    if (i + 2 < parts.length) {
      const [label, href] = [parts[i + 1], parts[i + 2]];
      out.push(/^https:\/\//.test(href) ? <a key={`a${i}`} href={href}>{label}</a> : label);
    }
  }
  return out;
}
