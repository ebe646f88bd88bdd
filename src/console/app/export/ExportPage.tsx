import { Link } from 'wouter';
import { EmailPicker, useEmailSubject } from '../components/EmailPicker';
import { ExportForm } from './ExportForm';
import { TestSendForm } from './TestSendForm';
import { PageHead } from '../components/PageHead';
import { Unavailable, usePermissions } from '../lib/permissions';

/** Export: hand an email to a platform or a file, and send a test to real inboxes. */
export function ExportPage({ params }: { params: { conversationId?: string } }) {
  if (!params.conversationId) {
    return (
      <EmailPicker title="Export" base="/export" intro="Choose an email to export to a platform or a file (HTML, zip, eml, MJML, PDF), or to send as a test.">
        <TestSend />
      </EmailPicker>
    );
  }
  return <ExportEmail key={params.conversationId} conversationId={params.conversationId} />;
}

function ExportEmail({ conversationId }: { conversationId: string }) {
  const subject = useEmailSubject(conversationId);
  // A key without exports:write is told so in place of the form, not after trying it.
  const mayExport = usePermissions('exports:write')['exports:write'] !== false;
  return (
    <section className="page" aria-labelledby="export-title">
      <PageHead
        id="export-title"
        crumb={{ href: '/export', label: 'Export' }}
        title={subject ?? 'Export this email'}
        subtitle={
          <>
            The latest version is exported. <Link href={`/check/${conversationId}`}>Check it first</Link> · <Link href={`/preview/${conversationId}`}>Preview it</Link>
          </>
        }
      />
      <div className="export-grid">
        {mayExport ? (
          <ExportForm conversationId={conversationId} />
        ) : (
          <div className="card">
            <h2>Export</h2>
            <Unavailable what="export emails" permission="exports:write" />
          </div>
        )}
        <TestSend conversationId={conversationId} />
      </div>
    </section>
  );
}

/** The test-send form, or for a key without emails:write (what POST /v1/test-sends asks) a note saying so. */
function TestSend({ conversationId }: { conversationId?: string }) {
  if (usePermissions('emails:write')['emails:write'] === false) {
    return (
      <div className="card test-send-card">
        <h2>Send a test</h2>
        <Unavailable what="send test emails" permission="emails:write" />
      </div>
    );
  }
  return <TestSendForm conversationId={conversationId} />;
}
