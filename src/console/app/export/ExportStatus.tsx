import { useMutation, useQuery } from '@tanstack/react-query';
import { useClient } from '../lib/context';
import { saveFile } from '../lib/download';
import { ErrorNote } from '../components/ErrorNote';

const STAGES: Record<string, string> = { queued: 'Waiting for a worker…', exporting: 'Exporting…', completed: 'Done', failed: 'Failed' };

/** Follows one export until it settles, then offers the file or the link to the platform. */
export function ExportStatus({ exportId, label }: { exportId: string; label: string }) {
  const client = useClient();
  const exp = useQuery({
    queryKey: ['export', exportId],
    queryFn: () => client.exports.get(exportId),
    refetchInterval: (q) => (q.state.data?.status === 'pending' || !q.state.data ? 700 : false),
  });
  const download = useMutation({
    mutationFn: async () => {
      const file = await client.exports.download(exportId);
      saveFile(file.data as Uint8Array<ArrayBuffer>, file.contentType, file.fileName ?? exp.data?.fileName ?? `${exportId}.${exp.data?.platform ?? 'bin'}`);
    },
  });
  const e = exp.data;
  return (
    <div className="export-status" aria-live="polite">
      {exp.error && <ErrorNote error={exp.error} what="follow the export" />}
      {e && e.status === 'pending' && (
        <p role="status">
          <span className="spinner" aria-hidden="true" /> {STAGES[e.stage ?? 'queued'] ?? e.stage} ({label})
        </p>
      )}
      {e && e.status === 'failed' && (
        <p className="error" role="alert">
          The export failed: {e.error ?? 'no reason given'}
        </p>
      )}
      {e && e.status === 'completed' && (
        <div className="export-done" role="status">
          <p className="ok"><strong>Exported</strong>{e.fileName ? `: ${e.fileName}` : ` to ${label}`}</p>
          {e.downloadUrl && (
            <button type="button" className="primary" onClick={() => download.mutate()} disabled={download.isPending}>
              {download.isPending ? 'Downloading…' : `Download ${e.fileName ?? 'the file'}`}
            </button>
          )}
          {e.externalUrl && (
            <a className="button primary" href={e.externalUrl} target="_blank" rel="noopener noreferrer">
              Open in {label}
            </a>
          )}
          {e.externalId && <p className="muted small">Id in {label}: <code>{e.externalId}</code></p>}
          {download.error && <ErrorNote error={download.error} what="download the file" />}
        </div>
      )}
    </div>
  );
}
