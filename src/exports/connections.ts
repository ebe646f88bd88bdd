/**
 * Saved platform connections: credentials sealed with AES-256-GCM under a key derived from
 * BRANDMAIL_SECRET (bound to the connection id), shown back only as a masked hint. Saving or
 * using one without BRANDMAIL_SECRET answers 503 SERVICE_UNAVAILABLE: it is the server's
 * configuration that is missing, not anything the client could fix in its request.
 */
import type { z } from 'zod';
import { errors } from '../errors';
import { newId } from '../lib/ids';
import { nowIso } from '../lib/time';
import { SecretBox, SecretBoxError } from '../lib/crypto/secret-box';
import type { Db } from '../store/db';
import type { ExportConnectionsTable } from '../store/schema';
import type { Connector } from './connector';
import type { Owner } from '../store/owned';
import { connectors } from './platforms';
import { isFileFormat, type Connection, type ConnectionFilter, type CreateConnectionRequest } from './schema';
import { findOwned } from '../store/owned';

/** `sk_live_…a1b2`: a recognisable prefix and the last four characters, nothing in between. */
export function maskSecret(value: string): string {
  if (value.length < 12) return '••••';
  const prefix = /^[A-Za-z]{1,8}[_.-](?:(?:live|test)[_-])?/.exec(value)?.[0] ?? '';
  return `${prefix}…${value.slice(-4)}`;
}

export function hintOf(connector: Connector<any>, credentials: Record<string, unknown>): Record<string, string> {
  const hint: Record<string, string> = {};
  for (const [field, value] of Object.entries(credentials)) {
    if (value === undefined || value === null) continue;
    hint[field] = connector.secretFields.includes(field) ? maskSecret(String(value)) : String(value);
  }
  return hint;
}

/** Validates credentials against the platform's fields: 400 with `body.credentials.<field>` paths. */
export function parseCredentials(connector: Connector<any>, input: unknown): Record<string, unknown> {
  const parsed = (connector.credentialFields as z.ZodObject).safeParse(input ?? {});
  if (parsed.success) return parsed.data as Record<string, unknown>;
  const details = parsed.error.issues.map((i) => ({
    path: ['body', 'credentials', ...i.path.map(String)].join('.'),
    // Never echo what was sent: it may be a secret pasted into the wrong field.
    message: i.code === 'unrecognized_keys' ? `unknown field(s) for ${connector.label}: ${(i as { keys: string[] }).keys.join(', ')}` : i.message,
  }));
  throw errors.invalidRequest(`Invalid ${connector.label} credentials: ${details.map((d) => `${d.path} ${d.message}`).join('; ')}`, details);
}

export function connectorOf(platform: string): Connector<any> {
  const connector = connectors[platform];
  if (!connector) throw errors.invalidRequest(`${platform} is a file format and needs no credentials.`, [{ path: 'body.platform', message: 'not an email platform' }]);
  return connector;
}

export class ConnectionsService {
  private box?: SecretBox;

  constructor(
    private readonly db: Db,
    private readonly secret: string | undefined,
  ) {}

  private sealer(): SecretBox {
    if (!this.secret) {
      throw errors.unavailable('Saved connections need BRANDMAIL_SECRET: the server encrypts stored credentials with it, and it is not configured. Set it (32 random bytes, e.g. `openssl rand -base64 32`) and restart, or send credentials with each export.');
    }
    try {
      return (this.box ??= new SecretBox(this.secret));
    } catch (err) {
      if (err instanceof SecretBoxError) throw errors.unavailable(err.message);
      throw err;
    }
  }

  async create(owner: Owner, input: CreateConnectionRequest): Promise<Connection> {
    if (isFileFormat(input.platform)) throw errors.invalidRequest(`${input.platform} exports need no connection.`, [{ path: 'body.platform', message: 'not an email platform' }]);
    const connector = connectorOf(input.platform);
    const credentials = parseCredentials(connector, input.credentials);
    const box = this.sealer();
    const id = newId('connection');
    const row: ExportConnectionsTable = {
      id,
      account_id: owner.accountId,
      environment: owner.environment,
      platform: connector.platform,
      name: input.name ?? connector.label,
      credentials_sealed: box.seal(JSON.stringify(credentials), id),
      hint: JSON.stringify(hintOf(connector, credentials)),
      created_at: nowIso(),
      last_used_at: null,
    };
    await this.db.insertInto('export_connections').values(row).execute();
    return toConnection(row);
  }

  async list(owner: Owner, page: { limit: number; offset: number }, filter: ConnectionFilter = {}): Promise<{ rows: Connection[]; total: number }> {
    let base = this.db.selectFrom('export_connections').where('account_id', '=', owner.accountId).where('environment', '=', owner.environment);
    if (filter.platform) base = base.where('platform', '=', filter.platform);
    const [rows, count] = await Promise.all([
      base.selectAll().orderBy('id', 'desc').limit(page.limit).offset(page.offset).execute(),
      base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { rows: rows.map(toConnection), total: Number(count.n) };
  }

  async get(owner: Owner, id: string): Promise<Connection> {
    return toConnection(await this.row(owner, id));
  }

  async remove(owner: Owner, id: string): Promise<void> {
    const row = await this.row(owner, id);
    await this.db.deleteFrom('export_connections').where('id', '=', row.id).execute();
  }

  /** Checks a connection can be used for `platform` now (at POST time), without decrypting it. */
  async check(owner: Owner, id: string, platform: string): Promise<void> {
    const row = await this.row(owner, id);
    if (row.platform !== platform) {
      throw errors.invalidRequest(`Connection ${id} is for ${row.platform}, not ${platform}.`, [{ path: 'body.connectionId', message: `a ${row.platform} connection` }]);
    }
    this.sealer();
  }

  /** The decrypted credentials, for the export job only. */
  async open(id: string): Promise<{ platform: string; credentials: Record<string, unknown> } | undefined> {
    const row = await this.db.selectFrom('export_connections').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) return undefined;
    const credentials = JSON.parse(this.sealer().open(row.credentials_sealed, row.id)) as Record<string, unknown>;
    await this.db.updateTable('export_connections').set({ last_used_at: nowIso() }).where('id', '=', row.id).execute();
    return { platform: row.platform, credentials };
  }

  private row(owner: Owner, id: string): Promise<ExportConnectionsTable> {
    return findOwned(this.db, 'export_connections', owner, id, 'export connection');
  }
}

function toConnection(r: ExportConnectionsTable): Connection {
  return { connectionId: r.id, platform: r.platform, name: r.name, hint: JSON.parse(r.hint), createdAt: r.created_at, lastUsedAt: r.last_used_at };
}
