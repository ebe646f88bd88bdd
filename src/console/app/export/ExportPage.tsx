import { Link } from 'wouter';
import { EmailPicker, useEmailSubject } from '../components/EmailPicker';
import { ExportForm } from './ExportForm';
import { TestSendForm } from './TestSendForm';
import { PageHead } from '../components/PageHead';

/** Export: hand an email to a platform or a file, and send a test to real inboxes. */
export function ExportPage({ params }: { params: { conversationId?: string } }) {
  if (!params.conversationId) {
    return (
      <EmailPicker title="Export" base="/export" intro="Choose an email to export to a platform or a file (HTML, zip, eml, MJML, PDF), or to send as a test.">
        <TestSendForm />
      </EmailPicker>
    );
  }
  return <ExportEmail key={params.conversationId} conversationId={params.conversationId} />;
}

function ExportEmail({ conversationId }: { conversationId: string }) {
  const subject = useEmailSubject(conversationId);
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
        <ExportForm conversationId={conversationId} />
        <TestSendForm conversationId={conversationId} />
      </div>
    </section>
  );
}
