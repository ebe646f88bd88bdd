import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DEFAULT_BASE_URL } from '@brandmail/sdk';

/** What `brandmail login` stores: where the server is and the key to use. */
export type StoredConfig = { baseUrl?: string; apiKey?: string };

export type Connection = { baseUrl: string; apiKey?: string; source: { baseUrl: string; apiKey: string } };

/** `$XDG_CONFIG_HOME/brandmail/config.json`, else `~/.config/brandmail/config.json`. */
export function configPath(): string {
  const base = process.env.XDG_CONFIG_HOME || path.join(os.homedir(), '.config');
  return path.join(base, 'brandmail', 'config.json');
}

export function readConfig(): StoredConfig {
  const file = configPath();
  try {
    const parsed = JSON.parse(fs.readFileSync(file, 'utf8')) as unknown;
    return parsed && typeof parsed === 'object' ? (parsed as StoredConfig) : {};
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return {};
    throw new Error(`Could not read ${file}: ${(err as Error).message}. Fix or delete it, then run \`brandmail login\`.`);
  }
}

/** Writes the config readable by its owner only (0600): it holds an API key. */
export function writeConfig(config: StoredConfig): string {
  const file = configPath();
  fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  const tmp = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(tmp, `${JSON.stringify(config, null, 2)}\n`, { mode: 0o600 });
  fs.chmodSync(tmp, 0o600);
  fs.renameSync(tmp, file);
  return file;
}

export function removeConfig(): boolean {
  try {
    fs.unlinkSync(configPath());
    return true;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return false;
    throw err;
  }
}

/** BRANDMAIL_API_KEY and BRANDMAIL_BASE_URL win over the stored config (CI, one-off calls). */
export function resolveConnection(): Connection {
  const stored = readConfig();
  const envUrl = process.env.BRANDMAIL_BASE_URL || undefined;
  const envKey = process.env.BRANDMAIL_API_KEY || undefined;
  return {
    baseUrl: envUrl ?? stored.baseUrl ?? DEFAULT_BASE_URL,
    apiKey: envKey ?? stored.apiKey,
    source: {
      baseUrl: envUrl ? 'BRANDMAIL_BASE_URL' : stored.baseUrl ? configPath() : 'default',
      apiKey: envKey ? 'BRANDMAIL_API_KEY' : stored.apiKey ? configPath() : 'none',
    },
  };
}
