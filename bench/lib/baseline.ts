/**
 * A baseline for a benchmark: the service as it was at a pinned git commit, run from a detached
 * git worktree under the OS temp directory — never a copy of old code kept in the source tree.
 *
 * The worktree shares the main tree's `node_modules` through a symlink (dependencies are not part
 * of what a baseline measures; `@brandmail/sdk`, a workspace link, therefore resolves to the main
 * tree's sdk/, which only the CLI client imports, not the server). Its bundle is built by its own
 * `bin/build.js` under `<worktree>/dist`, so the main tree's dist/ is never touched. A worktree
 * already prepared for the same commit is reused (and with it its built bundle). Nothing of the
 * main tree is removed or changed apart from git's own worktree bookkeeping (.git/worktrees).
 */
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { repoRoot } from './process';

export type Baseline = { ref: string; commit: string; subject: string; dir: string; reused: boolean };

const git = (args: string[], cwd = repoRoot) =>
  execFileSync('git', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim();

function tryGit(args: string[], cwd = repoRoot): string | undefined {
  try {
    return git(args, cwd);
  } catch {
    return undefined;
  }
}

/** Registered worktrees under the OS temp dir whose detached HEAD is `commit` and whose tracked files are unmodified. */
function findPrepared(commit: string): string | undefined {
  const tmp = fs.realpathSync(os.tmpdir());
  const list = tryGit(['worktree', 'list', '--porcelain']) ?? '';
  for (const block of list.split(/\n\n+/)) {
    const dir = /^worktree (.+)$/m.exec(block)?.[1];
    const head = /^HEAD ([0-9a-f]+)$/m.exec(block)?.[1];
    if (!dir || head !== commit || !/^detached$/m.test(block)) continue;
    if (!dir.startsWith(tmp + path.sep) || !fs.existsSync(path.join(dir, 'bin/brandmail.js'))) continue;
    if (tryGit(['status', '--porcelain', '--untracked-files=no'], dir) !== '') continue;
    return dir;
  }
  return undefined;
}

/**
 * Prepares `ref` for running: resolves it to a commit, finds or adds its worktree, links
 * node_modules, builds its bundle. Returns `{ unavailable: reason }` when the ref is not in this
 * clone (a shallow clone, a ref not fetched).
 */
export function prepareBaseline(ref: string): Baseline | { unavailable: string } {
  const commit = tryGit(['rev-parse', '--verify', '--quiet', `${ref}^{commit}`]);
  if (!commit) {
    const shallow = tryGit(['rev-parse', '--is-shallow-repository']) === 'true';
    return {
      unavailable: `git ref "${ref}" is not in this clone${shallow ? ' (a shallow clone: `git fetch --unshallow` brings it)' : ''}`,
    };
  }
  const subject = tryGit(['log', '-1', '--format=%s', commit]) ?? '';

  let dir = findPrepared(commit);
  const reused = !!dir;
  if (!dir) {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), `brandmail-baseline-${commit.slice(0, 12)}-`));
    git(['worktree', 'add', '--detach', dir, commit]);
  }

  const modules = path.join(dir, 'node_modules');
  if (!fs.existsSync(modules)) fs.symlinkSync(path.join(repoRoot, 'node_modules'), modules, 'dir');

  // An older bin/build.js resolves @brandmail/sdk through the shared node_modules link to this tree's
  // sdk/, whose package exports its built dist/: build it once when a clean checkout has none.
  if (!fs.existsSync(path.join(repoRoot, 'sdk/dist/index.js')) && fs.existsSync(path.join(repoRoot, 'sdk/package.json'))) {
    const sdk = spawnSync('npm', ['run', 'build', '-w', 'sdk'], { cwd: repoRoot, encoding: 'utf8' });
    if (sdk.status !== 0) throw new Error(`baseline ${ref}: building sdk/ failed\n${sdk.stderr || sdk.stdout}`);
  }

  // Build its bundle now (bin/brandmail.js would on first use) so the build neither counts in the
  // server's start-up timeout nor fails silently inside it.
  if (fs.existsSync(path.join(dir, 'bin/build.js'))) {
    const r = spawnSync(process.execPath, [path.join(dir, 'bin/build.js')], { cwd: dir, encoding: 'utf8' });
    if (r.status !== 0) throw new Error(`baseline ${ref}: bin/build.js failed in ${dir}\n${r.stderr || r.stdout}`);
  }
  return { ref, commit, subject, dir, reused };
}
