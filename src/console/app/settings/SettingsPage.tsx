import { useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { CreateKeyRequest } from '../../../accounts/schema';
import type { Environment } from '../../../accounts/permissions';
import { FieldError, field, groupProps, serverErrors, useZodForm } from '../lib/form';
import { SaveNote, useSave } from '../lib/useSave';
import { useClient } from '../lib/context';
import { holds, useAccount } from '../lib/permissions';
import { ErrorNote } from '../components/ErrorNote';
import { PageHead } from '../components/PageHead';
import { CopyButton } from '../components/CopyButton';
import { usePagedQuery } from '../lib/usePagedQuery';
import { UsageCard } from './UsageCard';
import { WebhooksSection } from './WebhooksSection';
import type { AccountInfo, ApiKeyCreateParams } from '@brandmail/sdk';
import { settingsApi, type ApiKey, type CreatedApiKey } from './api';
import { PERMISSION_WORDS, permissionNamed, permissionWords } from '../lib/permissionWords';
import type { Permission } from '../../../accounts/permissions';

/** Keys a page of the API keys section shows. */
const KEYS_PAGE = 20;

/** Account settings: the account, plan and usage, the API keys section (keys:manage) and webhooks. */
export function SettingsPage() {
  const client = useClient();
  const api = settingsApi(client);
  // Read again as Settings opens: its usage figures are this month's so far.
  const account = useAccount({ fresh: true });
  const a = account.data;
  const mayManageKeys = !!a && holds(a.key.permissions, 'keys:manage');
  // Asked only of a key that may: a lesser key is told so without a 403 from the API.
  const keys = usePagedQuery({ key: ['keys'], limit: KEYS_PAGE, list: (p) => api.keys(p), enabled: mayManageKeys });
  return (
    <section className="page" aria-labelledby="settings-title">
      <PageHead id="settings-title" title="Settings" subtitle="The account, its plan and usage, API keys and webhooks." />
      {account.error && <ErrorNote error={account.error} what="read the account" />}
      {a && (
        <section className="card" aria-labelledby="account-title">
          <h2 id="account-title">Account</h2>
          <dl className="facts">
            <dt>Account</dt>
            <dd>{a.account.name} <span className="muted small">{a.account.id}</span></dd>
            <dt>Plan</dt>
            <dd>{a.account.plan}</dd>
            <dt>Rate limit</dt>
            <dd>{a.rateLimit.perMinute === 0 ? 'Unlimited' : `${a.rateLimit.perMinute} requests a minute`} for each environment</dd>
            <dt>This key</dt>
            <dd>
              {a.key.environment === 'live' ? 'Live data' : 'Test data'} · <PermissionList codes={a.key.permissions} />
            </dd>
          </dl>
          <UsageCard usage={a.usage} />
        </section>
      )}
      <section className="card settings-section" aria-labelledby="keys-title">
        <h2 id="keys-title">API keys</h2>
        {a && !mayManageKeys && (
          <p className="note" role="status">
            This API key may not manage API keys (it needs the permission {permissionNamed('keys:manage')}). Ask an account holder for a key with that permission.
          </p>
        )}
        {keys.query.error && <ErrorNote error={keys.query.error} what={`manage API keys (it needs the permission ${permissionNamed('keys:manage')})`} />}
        {keys.query.data && a && (
          <KeysSection
            keys={keys.query.data.data}
            pager={keys.pager('API keys pages')}
            onFirstPage={() => keys.setOffset(0)}
            grantable={a.key.permissions.includes('*') ? ['*', ...a.permissions] : a.key.permissions}
            currentKeyId={a.key.id}
            environment={a.key.environment}
          />
        )}
      </section>
      {a && <WebhooksSection permissions={a.key.permissions} />}
    </section>
  );
}

function KeysSection({
  keys,
  pager,
  onFirstPage,
  grantable,
  currentKeyId,
  environment,
}: {
  keys: ApiKey[];
  /** Pages through the keys when there are more than a page holds. */
  pager: ReactNode;
  onFirstPage(): void;
  grantable: string[];
  currentKeyId: string;
  environment: Environment;
}) {
  const client = useClient();
  const queryClient = useQueryClient();
  const api = settingsApi(client);
  const [confirming, setConfirming] = useState<string | null>(null);
  const { message, run } = useSave();

  const revoke = (id: string) =>
    run(async () => {
      await api.revokeKey(id);
      setConfirming(null);
      await queryClient.invalidateQueries({ queryKey: ['keys'] });
    });

  return (
    <>
      <div className="table-wrap">
        <table className="keys-table stack-narrow">
          <caption className="sr-only">API keys of this account</caption>
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">Key</th>
              <th scope="col">Data</th>
              <th scope="col">Permissions</th>
              <th scope="col">Created</th>
              <th scope="col"><span className="sr-only">Actions</span></th>
            </tr>
          </thead>
          <tbody>
            {keys.map((k) => (
              <tr key={k.id} className={k.revokedAt ? 'revoked' : undefined}>
                <td>{k.name}{k.id === currentKeyId && <span className="tag">this key</span>}</td>
                <td className="key-hint" data-label="Key"><code>{k.hint}</code></td>
                <td data-label="Data">{k.environment}</td>
                <td className="small key-permissions" data-label="Permissions"><PermissionList codes={k.permissions} /></td>
                <td className="small" data-label="Created">{new Date(k.createdAt).toLocaleDateString()}</td>
                <td>
                  {k.revokedAt ? (
                    <span className="muted small">Revoked</span>
                  ) : confirming === k.id ? (
                    <span className="confirm">
                      <button type="button" className="danger" onClick={() => revoke(k.id)}>Revoke {k.name}</button>
                      <button type="button" onClick={() => setConfirming(null)}>Cancel</button>
                    </span>
                  ) : (
                    <button type="button" onClick={() => setConfirming(k.id)} aria-label={`Revoke ${k.name}`}>Revoke</button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {pager}
      <SaveNote message={message} />
      {/* A new key is the newest: back to the first page, where it is listed. */}
      <CreateKeyForm grantable={grantable} environment={environment} onCreated={onFirstPage} />
    </>
  );
}


/**
 * Creates a key: a live key may choose either environment; a test key test only — test
 * credentials never mint live ones (the API answers 403) — so live is shown, disabled, with the way to get it.
 */
function CreateKeyForm({ grantable, environment, onCreated }: { grantable: string[]; environment: Environment; onCreated(): void }) {
  const client = useClient();
  const queryClient = useQueryClient();
  const form = useZodForm(CreateKeyRequest, { defaultValues: { name: '', environment, permissions: [] } });
  const liveOut = environment === 'test';
  const permissions: string[] = form.watch('permissions') ?? [];
  const [created, setCreated] = useState<CreatedApiKey | null>(null);
  const { message, run, busy } = useSave();
  const group = groupProps(form, 'permissions', 'key-permissions');

  const submit = form.handleSubmit(async (values) => {
    await run(async () => {
      try {
        const key = await settingsApi(client).createKey(values as ApiKeyCreateParams);
        setCreated(key);
        onCreated();
        form.reset({ name: '', environment: values.environment, permissions: [] });
        await queryClient.invalidateQueries({ queryKey: ['keys'] });
      } catch (err) {
        if (!serverErrors(form, err, { name: 'name', environment: 'environment', permissions: 'permissions' })) throw err;
      }
    });
  });
  const toggle = (p: string) =>
    form.setValue('permissions', (permissions.includes(p) ? permissions.filter((x) => x !== p) : [...permissions, p]) as typeof permissions & [], {
      shouldDirty: true,
      shouldValidate: form.formState.isSubmitted,
    });

  return (
    <form className="create-key" onSubmit={submit} aria-labelledby="create-key-title" noValidate>
      <h3 id="create-key-title">Create a key</h3>
      <div className="form-row">
        <div className="field">
          <label htmlFor="key-name">Name</label>
          <input {...field(form, 'name', 'key-name')} aria-required="true" maxLength={CreateKeyRequest.shape.name.maxLength!} placeholder="Newsletter automation" />
          <FieldError form={form} name="name" id="key-name" />
        </div>
        <div className="field">
          <label htmlFor="key-env">Data</label>
          <select {...field(form, 'environment', 'key-env', 'key-env-help')}>
            <option value="test">Test (bm_test_…)</option>
            <option value="live" disabled={liveOut}>Live (bm_live_…){liveOut ? ' — needs a live key' : ''}</option>
          </select>
          <p id="key-env-help" className="muted small">
            {liveOut ? (
              <>
                A test key creates test keys only: test credentials never reach live data. For a live key, sign in with a live key that may manage keys, or run{' '}
                <code>brandmail keys create --name NAME --env live</code> on the server.
              </>
            ) : (
              'Test keys see only test data; live keys only live data.'
            )}
          </p>
        </div>
      </div>
      <fieldset {...group.fieldset} className={['permissions', group.fieldset.className].filter(Boolean).join(' ')}>
        <legend>Permissions</legend>
        {byArea(grantable).map(([area, codes]) => (
          <div key={area} className="permission-row">
            <span className="permission-area" aria-hidden="true">{area}</span>
            {codes.map((p) => (
              <label key={p} className="check permission">
                <input type="checkbox" checked={permissions.includes(p)} onChange={() => toggle(p)} {...group.box} />
                <span>
                  {permissionWords(p)} <code className="permission-code">{p}</code>
                </span>
              </label>
            ))}
          </div>
        ))}
      </fieldset>
      <FieldError form={form} name="permissions" id="key-permissions" />
      <div className="actions">
        <button className="primary" type="submit" disabled={busy}>Create key</button>
      </div>
      <SaveNote message={message} />
      {created && (
        <div className="note created-key" role="status">
          <p><strong>{created.name}</strong>: copy the key now, it will not be shown again.</p>
          <p className="key-value">
            <code>{created.key}</code>
            <CopyButton key={created.id} text={created.key} />
          </p>
        </div>
      )}
    </form>
  );
}

/** Permissions in rows by area ("Brands": see, import and edit), in the API's order; `*` a row of its own. */
function byArea(codes: string[]): [string, string[]][] {
  const rows = new Map<string, string[]>();
  for (const code of codes) {
    const area = code === '*' ? 'All' : (PERMISSION_WORDS[code as Permission]?.area ?? 'Other');
    rows.set(area, [...(rows.get(area) ?? []), code]);
  }
  return [...rows];
}

/**
 * A key's permissions in words ("See brands, Check emails"), their codes under them for
 * developers (what the API, the CLI and the SDK call them).
 */
function PermissionList({ codes }: { codes: string[] }) {
  const held = codes.includes('*') ? ['*'] : codes;
  return (
    <span className="permission-list">
      <span>{held.map(permissionWords).join(', ')}</span>
      <code className="permission-code">{held.join(' ')}</code>
    </span>
  );
}
