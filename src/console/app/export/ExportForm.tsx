import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import * as z from 'zod';
import type { ExportCreateParams, ExportPlatform } from '@brandmail/sdk';
import { useClient } from '../lib/context';
import { Unavailable, usePermissions } from '../lib/permissions';
import { permissionNamed } from '../lib/permissionWords';
import { ErrorNote } from '../components/ErrorNote';
import { usePagedQuery } from '../lib/usePagedQuery';
import { FieldError, field, serverErrors, useZodForm } from '../lib/form';
import { ExportStatus } from './ExportStatus';
import { EXPORT_LIMITS } from '../../../exports/limits';
import { credentialLabel } from './credentialLabel';

/**
 * The export form's fields, with the API's limits (src/exports/limits.ts, which the request schema
 * reads too; the schema itself names every platform's connector, server code, so it is not
 * bundled) and, for new credentials, each field the chosen platform says is required (from the
 * platforms list, which the schema is made with — nothing it reads changes behind its back). The
 * platform's own rules for a credential (a Mailchimp key's data centre) answer on submit, under
 * that field. `connectionId` is the saved connection chosen: '' for credentials typed here, null
 * until the platform's connections are listed (then the newest, if any).
 */
function exportFields(platforms: ExportPlatform[] | undefined) {
  // Only what the chosen target uses is checked: a From typed for an eml export and left there
  // does not stop a zip.
  return z
    .object({
      platform: z.string().min(1),
      connectionId: z.string().nullable(),
      credentials: z.record(z.string(), z.string()),
      save: z.boolean(),
      name: z.string(),
      paper: z.enum(['A4', 'Letter']),
      mobile: z.boolean(),
      from: z.string(),
      mergeTags: z.string(),
    })
    .superRefine((v, ctx) => {
      const info = platforms?.find((p) => p.platform === v.platform);
      const from = v.from.trim();
      if (v.platform === 'eml' && from && from.length < EXPORT_LIMITS.from.min) ctx.addIssue({ code: 'custom', path: ['from'], message: `At least ${EXPORT_LIMITS.from.min} characters, like Acme <news@acme.example>.` });
      if (v.platform === 'eml' && from.length > EXPORT_LIMITS.from.max) ctx.addIssue({ code: 'custom', path: ['from'], message: `At most ${EXPORT_LIMITS.from.max} characters.` });
      if (info?.kind !== 'platform') return;
      if (v.name.trim().length > EXPORT_LIMITS.name.max) ctx.addIssue({ code: 'custom', path: ['name'], message: `At most ${EXPORT_LIMITS.name.max} characters.` });
      if (v.connectionId) return;
      for (const f of info.credentialFields) {
        if (f.required && !(v.credentials[f.name] ?? '').trim()) ctx.addIssue({ code: 'custom', path: ['credentials', f.name], message: `Enter the ${credentialLabel(f.name)} from ${info.label}.` });
      }
    });
}
type ExportFields = z.input<ReturnType<typeof exportFields>>;

/** Saved connections a page of the export form offers. */
const CONNECTIONS_PAGE = 20;

/** Pick a platform or a file format, a saved connection or credentials entered once, and export. */
export function ExportForm({ conversationId }: { conversationId: string }) {
  const client = useClient();
  const queryClient = useQueryClient();
  // The platforms list, saved connections and an export's status need exports:read: a key with
  // exports:write alone is told so up front and offered the file formats, which need no list.
  // Asked only once the account says the key may (so such a key meets no 403 while it loads).
  const readable = usePermissions('exports:read')['exports:read'];
  const mayRead = readable !== false;
  const platforms = useQuery({ queryKey: ['export-platforms'], queryFn: () => client.exports.platforms(), staleTime: Infinity, enabled: readable === true });
  const schema = useMemo(() => exportFields(platforms.data), [platforms.data]);
  const form = useZodForm(schema, {
    defaultValues: { platform: 'html', connectionId: null, credentials: {}, save: false, name: '', paper: 'A4', mobile: false, from: '', mergeTags: 'handlebars' } satisfies ExportFields,
  });
  const [exportId, setExportId] = useState<string | null>(null);
  const [fieldsRefused, setFieldsRefused] = useState(false);
  const platform = form.watch('platform');
  const mergeTags = form.watch('mergeTags');
  const chosenId = form.watch('connectionId');

  const info = platforms.data?.find((p) => p.platform === platform);
  const files = platforms.data?.filter((p) => p.kind === 'file') ?? [];
  const targets = platforms.data?.filter((p) => p.kind === 'platform') ?? [];
  // The chosen platform's saved connections only (the API filters: GET /v1/export/connections?platform=), a page at a time.
  const onPlatform = readable === true && info?.kind === 'platform';
  const connections = usePagedQuery({
    key: ['export-connections', platform],
    limit: CONNECTIONS_PAGE,
    list: (p) => client.exports.connections.list({ ...p, platform }),
    enabled: onPlatform,
  });
  const listed = connections.query.data?.data ?? [];
  // The chosen connection stays chosen on every page: read by its id when it is not on the one shown.
  const elsewhere = onPlatform && !!chosenId && !!connections.query.data && !listed.some((c) => c.connectionId === chosenId);
  const chosen = useQuery({ queryKey: ['export-connection', chosenId], queryFn: () => client.exports.connections.get(chosenId!), enabled: elsewhere });
  const saved = elsewhere && chosen.data ? [chosen.data, ...listed] : listed;
  const connectionId = onPlatform ? (chosenId ?? '') : '';
  const firstPage = connections.offset === 0 && !connections.query.isPlaceholderData ? connections.query.data : undefined;
  useEffect(() => {
    // Nothing chosen yet for this platform: its newest saved connection, else credentials typed here.
    if (chosenId === null && firstPage) form.setValue('connectionId', firstPage.data[0]?.connectionId ?? '');
    // The chosen one was deleted meanwhile: credentials typed here.
    if (chosenId && chosen.error) form.setValue('connectionId', '');
  }, [chosenId, firstPage, chosen.error]);

  const start = useMutation({
    mutationFn: async (v: z.output<typeof schema>) => {
      const params: ExportCreateParams = { conversationId, platform: v.platform };
      if (info?.kind === 'platform') {
        if (v.name.trim()) params.name = v.name.trim();
        if (v.connectionId) params.connectionId = v.connectionId;
        else {
          const given = Object.fromEntries(info.credentialFields.map((f) => [f.name, (v.credentials[f.name] ?? '').trim()]).filter(([, value]) => value !== ''));
          if (v.save) {
            const conn = await client.exports.connections.create({ platform: v.platform, credentials: given });
            await queryClient.invalidateQueries({ queryKey: ['export-connections'] });
            form.setValue('connectionId', conn.connectionId);
            connections.setOffset(0); // newest first: the new connection is on the first page
            params.connectionId = conn.connectionId;
          } else params.credentials = given;
        }
      }
      if (v.platform === 'pdf') Object.assign(params, { paper: v.paper, mobile: v.mobile });
      if (v.platform === 'eml' && v.from.trim()) params.from = v.from.trim();
      if (v.platform === 'mjml' && v.mergeTags !== 'handlebars') params.mergeTags = v.mergeTags;
      return client.exports.create(params);
    },
    onSuccess: (started) => {
      setExportId(started.exportId);
      forgetCredentials();
      form.setValue('save', false);
    },
  });

  const submit = form.handleSubmit(async (v) => {
    setExportId(null);
    setFieldsRefused(false);
    try {
      await start.mutateAsync(v);
    } catch (err) {
      // A credential the platform's rules refuse (body.credentials.<field>) is said under it.
      const credentialFields = Object.fromEntries((info?.credentialFields ?? []).map((f) => [`credentials.${f.name}`, `credentials.${f.name}` as const]));
      const first = info?.credentialFields.find((f) => f.required) ?? info?.credentialFields[0];
      setFieldsRefused(
        serverErrors(form, err, {
          ...credentialFields,
          ...(first && !connectionId ? { credentials: `credentials.${first.name}` as const } : {}),
          name: 'name',
          from: 'from',
          paper: 'paper',
          mobile: 'mobile',
          mergeTags: 'mergeTags',
        }),
      );
    }
  });

  /** Typed credentials are used once and then forgotten (saved ones live on the server). */
  function forgetCredentials() {
    for (const name of Object.keys(form.getValues('credentials') ?? {})) form.setValue(`credentials.${name}`, '');
  }

  function choosePlatform(next: string) {
    form.setValue('connectionId', null); // the new platform's newest connection, once listed
    setExportId(null);
    setFieldsRefused(false);
    start.reset();
    forgetCredentials();
    form.clearErrors();
    return next;
  }

  return (
    <div className="card export-card">
      <h2>Export</h2>
      {platforms.error && <ErrorNote error={platforms.error} what="list the export platforms" />}
      {!mayRead && <Unavailable what="list the export platforms and saved connections or follow an export, so only files are offered here" permission="exports:read" />}
      <form onSubmit={submit} aria-label="Export" noValidate>
        <div className="field">
          <label htmlFor="export-target">Export to</label>
          <select {...field(form, 'platform', 'export-target', info ? 'export-target-help' : undefined)} onChange={(e) => form.setValue('platform', choosePlatform(e.target.value))}>
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
          {info && <p id="export-target-help" className="muted small">Creates {info.creates}.{info.mergeTagExample ? ` Merge tags are written as ${info.mergeTagExample}.` : ''}</p>}
        </div>

        {platform === 'pdf' && (
          <div className="form-row">
            <div className="field">
              <label htmlFor="export-paper">Paper</label>
              <select {...field(form, 'paper', 'export-paper')}>
                <option value="A4">A4</option>
                <option value="Letter">Letter</option>
              </select>
              <FieldError form={form} name="paper" id="export-paper" />
            </div>
            <label className="check align-end">
              <input type="checkbox" {...form.register('mobile')} /> Add the mobile rendering
            </label>
          </div>
        )}
        {platform === 'mjml' && (
          <div className="field spaced">
            <label htmlFor="export-merge-tags">Merge tags written for</label>
            <select {...field(form, 'mergeTags', 'export-merge-tags', 'export-merge-tags-help')}>
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
            <FieldError form={form} name="mergeTags" id="export-merge-tags" />
          </div>
        )}
        {platform === 'eml' && (
          <div className="field spaced">
            <label htmlFor="export-from">From (optional)</label>
            <input {...field(form, 'from', 'export-from')} maxLength={EXPORT_LIMITS.from.max} placeholder="Acme <news@acme.example> — default: the brand’s sender" />
            <FieldError form={form} name="from" id="export-from" />
          </div>
        )}
        {info?.kind === 'platform' && (
          <PlatformFields
            form={form}
            info={info}
            saved={saved}
            connectionId={connectionId}
            onConnection={(id) => form.setValue('connectionId', id)}
            pager={connections.pager('Saved connection pages')}
          />
        )}
        <div className="actions">
          <button type="submit" className="primary" disabled={start.isPending}>
            {start.isPending ? 'Starting…' : info?.kind === 'platform' ? `Export to ${info.label}` : `Export as ${info?.label ?? platform}`}
          </button>
        </div>
        {start.error && !fieldsRefused && <ErrorNote error={start.error} what="start the export" />}
      </form>
      {exportId && mayRead && <ExportStatus exportId={exportId} label={info?.label ?? platform} />}
      {exportId && !mayRead && (
        <p className="ok" role="status">
          Export <code>{exportId}</code> started. A key with the permission {permissionNamed('exports:read')} can follow it and download the file.
        </p>
      )}
    </div>
  );
}

const FALLBACK_FILES = ['html', 'zip', 'eml', 'mjml', 'pdf'].map((p) => ({ platform: p, label: p.toUpperCase() }));

function PlatformFields(props: {
  form: ReturnType<typeof useZodForm<ReturnType<typeof exportFields>>>;
  info: ExportPlatform;
  saved: { connectionId: string; name: string; hint: Record<string, string> }[];
  connectionId: string;
  onConnection(id: string): void;
  /** Pages through the saved connections when there are more than a page holds. */
  pager: ReactNode;
}) {
  const { form, info, saved, connectionId } = props;
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
        {props.pager}
      </fieldset>
      {connectionId === '' && (
        <div className="credentials">
          {info.credentialFields.map((f) => (
            <div className="field" key={f.name}>
              <label htmlFor={`cred-${f.name}`}>
                {credentialLabel(f.name)}
                {f.required ? '' : ' (optional)'}
              </label>
              <input
                {...field(form, `credentials.${f.name}`, `cred-${f.name}`, `cred-${f.name}-help`)}
                type={f.secret ? 'password' : 'text'}
                autoComplete="off"
                aria-required={f.required || undefined}
              />
              <p id={`cred-${f.name}-help`} className="muted small">{f.description}</p>
              <FieldError form={form} name={`credentials.${f.name}`} id={`cred-${f.name}`} />
            </div>
          ))}
          <label className="check">
            <input type="checkbox" {...form.register('save')} /> Save as a connection (stored encrypted; only a masked hint is shown again)
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
        <input {...field(form, 'name', 'export-name')} maxLength={EXPORT_LIMITS.name.max} placeholder="Default: the subject" />
        <FieldError form={form} name="name" id="export-name" />
      </div>
    </>
  );
}
