import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { spamdPing } from '../../../src/validate/deliverability/spamd';

/**
 * Debian's SpamAssassin (`apt-get install spamassassin spamd`) started on a free loopback port
 * with a site config that turns Bayes, auto-learning and network tests off (DESIGN.md §7), so
 * scores do not depend on DNS or on earlier runs. On CI it must be there; elsewhere tests skip.
 */
const SPAMD = ['/usr/sbin/spamd', '/usr/bin/spamd'].find((p) => fs.existsSync(p));
export const spamdAvailable = !!SPAMD;
if (!SPAMD && process.env.CI) throw new Error('spamd is required on CI: apt-get install -y spamassassin spamd');

export interface Spamd {
  address: string;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const port = (s.address() as net.AddressInfo).port;
      s.close(() => resolve(port));
    });
  });
}

export async function startSpamd(): Promise<Spamd> {
  if (!SPAMD) throw new Error('spamd is not installed');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'brandmail-spamd-'));
  fs.chmodSync(dir, 0o755);
  // The packaged .pre files load SpamAssassin's plugins; the site config only switches things off.
  for (const f of fs.readdirSync('/etc/spamassassin').filter((f) => f.endsWith('.pre'))) fs.copyFileSync(path.join('/etc/spamassassin', f), path.join(dir, f));
  fs.writeFileSync(
    path.join(dir, 'local.cf'),
    ['use_bayes 0', 'bayes_auto_learn 0', 'skip_rbl_checks 1', 'use_razor2 0', 'use_pyzor 0', 'dns_available no', 'report_safe 0', ''].join('\n'),
  );
  const port = await freePort();
  const args = ['-L', '-x', '-i', '127.0.0.1', '-p', String(port), '-m', '1', '--min-spare=1', '--max-spare=1', `--siteconfigpath=${dir}`, '-s', 'stderr'];
  if (process.getuid?.() === 0) args.push('-u', 'nobody');
  const child: ChildProcess = spawn(SPAMD, args, { stdio: ['ignore', 'ignore', 'pipe'] });
  let log = '';
  child.stderr!.on('data', (d) => (log = (log + d).slice(-4000)));
  const address = `127.0.0.1:${port}`;
  const deadline = Date.now() + 45_000;
  while (!(await spamdPing(address, 1000))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`spamd did not start: ${log}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    address,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
        if (child.exitCode === null) child.kill('SIGKILL');
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Which Debian packages provide spamd here (for error messages). */
export function spamdPackage(): string {
  const r = spawnSync('dpkg', ['-S', SPAMD ?? '/usr/sbin/spamd'], { encoding: 'utf8' });
  return r.stdout.trim();
}
