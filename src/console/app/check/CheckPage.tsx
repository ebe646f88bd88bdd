import { useQuery } from '@tanstack/react-query';
import { useRef, useState, type MouseEvent } from 'react';
import { Link } from 'wouter';
import type { AllValidationResult, ValidationIssue } from '@brandmail/sdk';
import { useClient } from '../lib/context';
import { ErrorNote } from '../components/ErrorNote';
import { EmailPicker } from '../components/EmailPicker';
import { EmailView } from '../write/EmailView';
import { elementAt } from '../write/EmailFrame';
import { ScoreSummary } from './ScoreSummary';
import { IssueList } from './IssueList';
import { PageHead } from '../components/PageHead';

/** Check: every validation on an email's latest version, issues pointing into the preview. */
export function CheckPage({ params }: { params: { conversationId?: string } }) {
  if (!params.conversationId) return <EmailPicker title="Check" base="/check" intro="Choose an email to check its compatibility, links, spelling, deliverability and accessibility." />;
  return <CheckEmail key={params.conversationId} conversationId={params.conversationId} />;
}

function CheckEmail({ conversationId }: { conversationId: string }) {
  const client = useClient();
  const [selected, setSelected] = useState<ValidationIssue | null>(null);
  const preview = useRef<HTMLDivElement>(null);
  // On a phone the preview is under every finding: choosing one that it outlines brings the
  // preview into view (beside the list, on a wide screen, it is in view already), and "Back to
  // the finding" returns.
  const showPreview = (event: MouseEvent) => {
    const finding = (event.target as HTMLElement).closest('.issue-button, .place-steps button')?.closest('li');
    const box = preview.current?.getBoundingClientRect();
    // Only a finding the preview outlines, and only when the preview is out of sight.
    if (!finding || !box || !/outlined in the preview/.test(finding.textContent ?? '')) return;
    if (box.top >= 0 && box.top < window.innerHeight * 0.6) return;
    preview.current!.scrollIntoView({ block: 'start' });
  };
  const backToFinding = () => {
    const pressed = document.querySelector<HTMLElement>('.check-results .issue-button[aria-pressed="true"]');
    pressed?.scrollIntoView({ block: 'center' });
    pressed?.focus({ preventScroll: true });
  };
  const email = useQuery({ queryKey: ['status', conversationId], queryFn: () => client.emails.status(conversationId) });
  const report = useQuery({
    queryKey: ['validate', conversationId, email.data?.version],
    enabled: email.data?.status === 'completed',
    staleTime: Infinity,
    queryFn: () => client.validate.all({ conversationId }) as Promise<AllValidationResult>,
  });
  const e = email.data;
  return (
    <section className="page" aria-labelledby="check-title">
      <PageHead
        id="check-title"
        crumb={{ href: '/check', label: 'Check' }}
        title={e?.subject ?? 'Checking…'}
        actions={
          e && (
            <Link href={`/write/${e.projectId}/${conversationId}`} className="button">
              Back to writing
            </Link>
          )
        }
      />
      {email.error && <ErrorNote error={email.error} what="open this email" />}
      {e && e.status !== 'completed' && <p className="note">This email has no finished version yet.</p>}
      {report.isFetching && (
        <p className="muted" role="status">
          Running every check (compatibility in 40+ clients, links, spelling, deliverability, accessibility)…
        </p>
      )}
      {report.error && (
        <div className="actions">
          <ErrorNote error={report.error} what="check this email" />
          <button type="button" onClick={() => report.refetch()}>
            Run the checks again
          </button>
        </div>
      )}
      <div className="check-grid">
        {/* Clicks bubble here from the findings' buttons (a keyboard's Enter is a click too). */}
        <div className="check-results" onClick={showPreview}>
          {report.data && <ScoreSummary report={report.data} />}
          {report.data && <IssueList report={report.data} selected={selected} onSelect={setSelected} locatable={(i) => !!e?.html && i.line != null && elementAt(e.html, i.line, i.column ?? 1) != null} />}
        </div>
        {e?.html && (
          <div className="check-preview" ref={preview}>
            {selected && (
              <button type="button" className="narrow-only back-to-finding" onClick={backToFinding}>
                ↑ Back to the finding
              </button>
            )}
            <EmailView
              email={{ html: e.html, react: e.react ?? '', text: e.text ?? '', subject: e.subject ?? '', preheader: e.preheader ?? '', version: e.version ?? 0 }}
              highlight={selected?.line != null ? { line: selected.line, column: selected.column ?? 1 } : null}
            />
          </div>
        )}
      </div>
    </section>
  );
}
