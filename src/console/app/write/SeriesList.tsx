import type { Conversation } from '@brandmail/sdk';

type SequenceKind = NonNullable<Conversation['versions'][number]['sequence']>;

export type SeriesItem = { position: number; sendOffsetDays: number; role: string; subject: string; preheader: string };

/** What starts the clock of each kind of sequence (docs/series.md: sign-up, abandoned cart, first send). */
const TRIGGER: Record<SequenceKind, string> = {
  welcome: 'sign-up',
  onboarding: 'sign-up',
  'abandoned-cart': 'the cart is left',
  'launch-countdown': 'the first send',
  'sale-countdown': 'the first send',
  'event-reminders': 'the first send',
  'win-back': 'the first send',
  nurture: 'the first send',
};

const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;

/** When an email goes out, in words: "At sign-up", "1 hour after the cart is left", "3 days after sign-up". */
export function sendOffsetLabel(days: number, sequence?: SequenceKind): string {
  const trigger = (sequence && TRIGGER[sequence]) ?? 'the trigger';
  // Offsets come in hundredths of a day (0.04 ≈ 1 hour, 14.4 minutes apart): rounded as a person would say them.
  const hours = days * 24;
  if (hours < 0.1) return `At ${trigger}`;
  let after: string;
  if (hours < 0.75) after = plural(Math.max(5, Math.round((hours * 60) / 5) * 5), 'minute');
  else if (days < 1) after = plural(Math.round(hours * 2) / 2, 'hour');
  else after = plural(Math.round(days * 10) / 10, 'day');
  return `${after} after ${trigger}`;
}

/** "Reminder", "Abandoned cart": a role or kind of sequence as a person reads it. */
export const roleLabel = (role: string) => role.charAt(0).toUpperCase() + role.slice(1).replace(/-/g, ' ');
const sequenceLabel = (kind?: SequenceKind) => (kind ? roleLabel(kind) : 'Series');

/**
 * A series version's emails in order — position, role, when it goes out, subject and preheader —
 * each a button that shows that email in the frame beside it.
 */
export function SeriesList({ emails, sequence, current, onChoose }: { emails: SeriesItem[]; sequence?: SequenceKind; current: number; onChoose(position: number): void }) {
  return (
    <section className="card series" aria-labelledby="series-title">
      <h2 id="series-title">
        {sequenceLabel(sequence)} series · {emails.length} emails
      </h2>
      <ol className="series-list">
        {emails.map((e) => (
          <li key={e.position}>
            <button type="button" className={`series-item${e.position === current ? ' current' : ''}`} aria-pressed={e.position === current} onClick={() => onChoose(e.position)}>
              <span className="series-position" aria-hidden="true">{e.position}</span>
              <span className="series-body">
                <span className="series-meta small">
                  <span className="sr-only">Email {e.position}: </span>
                  <span className="series-role">{roleLabel(e.role)}</span> · <span className="series-offset">{sendOffsetLabel(e.sendOffsetDays, sequence)}</span>
                </span>
                <span className="series-subject">{e.subject}</span>
                <span className="series-preheader muted small">{e.preheader}</span>
              </span>
            </button>
          </li>
        ))}
      </ol>
    </section>
  );
}
