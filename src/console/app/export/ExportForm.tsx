import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import type { ExportCreateParams, ExportPlatform } from '@brandmail/sdk';
import { useClient } from '../lib/context';
import { ErrorNote } from '../components/ErrorNote';
import { ExportStatus } from './ExportStatus';

/** Pick a platform or a file format, a saved connection or credentials entered once, and export. */
export function ExportForm({ conversationId }: { conversationId: string }) {
  const client = useClient();
  const queryClient = useQueryClient();
  const platforms = useQuery({ queryKey: ['export-platforms'], queryFn: () => client.exports.platforms(), staleTime: Infinity });
  const connections = useQuery({ queryKey: ['export-connections'], queryFn: () => client.exports.connections.list({ limit: 100 }) });
  const [platform, setPlatform] = useState('html');
  // null: the first saved connection for the platform if there is one, else new credentials.
  const [useSaved, setUseSaved] = useState<string | null>(null);
  const [credentials, setCredentials] = useState<Record<string, string>>({});
  const [save, setSave] = useState(false);
  const [name, setName] = useState('');
  const [paper, setPaper] = useState<'A4' | 'Letter'>('A4');
  const [mobile, setMobile] = useState(false);
  const [from, setFrom] = useState('');
  const [mergeTags, setMergeTags] = useState('handlebars');
  const [exportId, setExportId] = useState<string | null>(null);

  const info = platforms.data?.find((p) => p.platform === platform);
  const files = platforms.data?.filter((p) => p.kind === 'file') ?? [];
  const targets = platforms.data?.filter((p) => p.kind === 'platform') ?? [];
  const saved = connections.data?.data.filter((c) => c.platform === platform) ?? [];
  const connectionId = info?.kind !== 'platform' ? '' : useSaved === null ? (saved[0]?.connectionId ?? '') : saved.some((c) => c.connectionId === useSaved) ? useSaved : '';

  const start = useMutation({
    mutationFn: async () => {
      const params: ExportCreateParams = { conversationId, platform };
      if (info?.kind === 'platform') {
        if (name.trim()) params.name = name.trim();
        if (connectionId) params.connectionId = connectionId;
        else {
          const given = Object.fromEntries(Object.entries(credentials).filter(([, v]) => v.trim() !== ''));
          if (save) {
            const conn = await client.exports.connections.create({ platform, credentials: given });
            await queryClient.invalidateQueries({ queryKey: ['export-connections'] });
            setUseSaved(conn.connectionId);
            params.connectionId = conn.connectionId;
          } else params.credentials = given;
        }
      }
      if (platform === 'pdf') Object.assign(params, { paper, mobile });
      if (platform === 'eml' && from.trim()) params.from = from.trim();
      if (platform === 'mjml' && mergeTags !== 'handlebars') params.mergeTags = mergeTags;
      return client.exports.create(params);
    },
    onSuccess: (started) => {
      setExportId(started.exportId);
      setCredentials({});
      setSave(false);
    },
  });

  function submit(e: FormEvent) {
    e.preventDefault();
    setExportId(null);
    start.mutate();
  }

  return (
    <div className="card export-card">
      <h2>Export</h2>
      {platforms.error && <ErrorNote error={platforms.error} what="list the export platforms" />}
      <form onSubmit={submit} aria-label="Export">
        <div className="field">
          <label htmlFor="export-target">Export to</label>
          <select id="export-target" value={platform} onChange={(e) => { setPlatform(e.target.value); setUseSaved(null); setExportId(null); start.reset(); setCredentials({}); }}>
            <optgroup label="Files">
              {(files.length ? files : FALLBACK_FILES).map((p) => (
                <option key={p.platform} value={p.platform}>{p.label}</option>
              ))}
            </optgroup>
            {targets.length > 0 && (
              <optgroup label="Platforms">
                {targets.map((p) => (
                  <option key={p.platform} value={p.platform}>{p.label}</option>
                ))}
              </optgroup>
            )}
          </select>
          {info && <p className="muted small">Creates {info.creates}.{info.mergeTagExample ? ` Merge tags are written as ${info.mergeTagExample}.` : ''}</p>}
        </div>

        {platform === 'pdf' && (
          <div className="form-row">
            <div className="field">
              <label htmlFor="export-paper">Paper</label>
              <select id="export-paper" value={paper} onChange={(e) => setPaper(e.target.value as 'A4' | 'Letter')}>
                <option value="A4">A4</option>
                <option value="Letter">Letter</option>
              </select>
            </div>
            <label className="check align-end">
              <input type="checkbox" checked={mobile} onChange={(e) => setMobile(e.target.checked)} /> Add the mobile rendering
            </label>
          </div>
        )}
        {platform === 'mjml' && (
          <div className="field spaced">
            <label htmlFor="export-merge-tags">Merge tags written for</label>
            <select id="export-merge-tags" value={mergeTags} onChange={(e) => setMergeTags(e.target.value)} aria-describedby="export-merge-tags-help">
              <option value="handlebars">Handlebars (any template engine)</option>
              {targets.map((p) => (
                <option key={p.platform} value={p.platform}>{p.label}</option>
              ))}
            </select>
            <p id="export-merge-tags-help" className="muted small">
              {mergeTags === 'handlebars'
                ? 'Written as {{#if firstName}}{{firstName}}{{else}}there{{/if}}.'
                : `Written as ${targets.find((p) => p.platform === mergeTags)?.mergeTagExample ?? 'that platform writes them'}, with its unsubscribe and preferences tags.`}
            </p>
          </div>
        )}
        {platform === 'eml' && (
          <div className="field spaced">
            <label htmlFor="export-from">From (optional)</label>
            <input id="export-from" value={from} onChange={(e) => setFrom(e.target.value)} placeholder="Acme <news@acme.example> — default: the brand’s sender" />
          </div>
        )}
        {info?.kind === 'platform' && (
          <PlatformFields
            info={info}
            saved={saved}
            connectionId={connectionId}
            onConnection={setUseSaved}
            credentials={credentials}
            onCredentials={setCredentials}
            save={save}
            onSave={setSave}
            name={name}
            onName={setName}
          />
        )}
        <div className="actions">
          <button type="submit" className="primary" disabled={start.isPending}>
            {start.isPending ? 'Starting…' : info?.kind === 'platform' ? `Export to ${info.label}` : `Export as ${info?.label ?? platform}`}
          </button>
        </div>
        {start.error && <ErrorNote error={start.error} what="start the export" />}
      </form>
      {exportId && <ExportStatus exportId={exportId} label={info?.label ?? platform} />}
    </div>
  );
}

const FALLBACK_FILES = ['html', 'zip', 'eml', 'mjml', 'pdf'].map((p) => ({ platform: p, label: p.toUpperCase() }));

function PlatformFields(props: {
  info: ExportPlatform;
  saved: { connectionId: string; name: string; hint: Record<string, string> }[];
  connectionId: string;
  onConnection(id: string): void;
  credentials: Record<string, string>;
  onCredentials(c: Record<string, string>): void;
  save: boolean;
  onSave(v: boolean): void;
  name: string;
  onName(v: string): void;
}) {
  const { info, saved, connectionId } = props;
  return (
    <>
      <fieldset className="connection-choice">
        <legend>Credentials for {info.label}</legend>
        {saved.map((c) => (
          <label key={c.connectionId} className="check">
            <input type="radio" name="connection" checked={connectionId === c.connectionId} onChange={() => props.onConnection(c.connectionId)} />
            {c.name} <span className="muted small mono">{Object.values(c.hint).join(' · ')}</span>
          </label>
        ))}
        <label className="check">
          <input type="radio" name="connection" checked={connectionId === ''} onChange={() => props.onConnection('')} /> Enter credentials
        </label>
      </fieldset>
      {connectionId === '' && (
        <div className="credentials">
          {info.credentialFields.map((f) => (
            <div className="field" key={f.name}>
              <label htmlFor={`cred-${f.name}`}>
                {f.name}
                {f.required ? '' : ' (optional)'}
              </label>
              <input
                id={`cred-${f.name}`}
                type={f.secret ? 'password' : 'text'}
                autoComplete="off"
                required={f.required}
                value={props.credentials[f.name] ?? ''}
                onChange={(e) => props.onCredentials({ ...props.credentials, [f.name]: e.target.value })}
                aria-describedby={`cred-${f.name}-help`}
              />
              <p id={`cred-${f.name}-help`} className="muted small">{f.description}</p>
            </div>
          ))}
          <label className="check">
            <input type="checkbox" checked={props.save} onChange={(e) => props.onSave(e.target.checked)} /> Save as a connection (stored encrypted; only a masked hint is shown again)
          </label>
          {info.docsUrl && (
            <p className="small">
              <a href={info.docsUrl} target="_blank" rel="noopener noreferrer">Where to find these in {info.label}</a>
            </p>
          )}
        </div>
      )}
      <div className="field spaced">
        <label htmlFor="export-name">Name in {info.label} (optional)</label>
        <input id="export-name" value={props.name} onChange={(e) => props.onName(e.target.value)} placeholder="Default: the subject" />
      </div>
    </>
  );
}
