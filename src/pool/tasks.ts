import type { RenderedEmail } from '../email';
import { errors } from '../errors';
import type { CheckContext } from '../validate/context';
import type { EmailInput } from '../validate/document';
import type { ValidateOptions } from '../validate/schema';
import type { FetchedSite } from '../brand/types';
import type { FactsInput } from '../validate/facts';
import type { SharedModule } from '../validate/spelling/grammar-binary';

/**
 * The work a pool thread does, as plain data: everything here crosses a thread boundary by
 * structured clone, so it holds no functions, class instances or AbortSignals. A task carries
 * its deadline (epoch ms) instead of a signal; the thread makes its own signal from it.
 */
export type CheckName = 'compatibility' | 'links' | 'spelling' | 'deliverability' | 'accessibility' | 'all';

/** What the service decides for a check, in a form that clones: `CheckContext` without its signal. */
export type PortableCheckContext = Omit<CheckContext, 'signal'>;

export type PoolTask = (
  | { kind: 'validate'; check: CheckName; input: EmailInput; options: ValidateOptions; context: PortableCheckContext }
  | { kind: 'render'; document: unknown }
  | { kind: 'extract-site'; site: FetchedSite }
  | { kind: 'facts'; input: FactsInput }
) & {
  deadline: number;
  /**
   * Answer with the response body `{"data": …}` already serialised: the event loop then copies
   * one string instead of rebuilding and serialising a result that can run to megabytes.
   */
  serialized?: boolean;
  /** harper's compiled WebAssembly, for a thread to instantiate rather than compile (spelling, all). */
  grammarModules?: SharedModule[];
};

/** Omit applied to each member of a union, so each kind of task keeps its own fields. */
type OmitEach<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

/** Tasks without their deadline: the thread stamps it when it is ready to run them (CheckPool.run). */
export type Submitted = OmitEach<PoolTask, 'deadline'>;

// Each thread loads only what its tasks use (an English dictionary and the grammar engine are
// ≈ 350 MB together): a thread that only renders never loads them.
// A thread imports only the check it runs: all of src/validate costs ≈ 3 s of CPU to load from
// the sources, spelling alone 0.7 s (deliverability 1.8 s, links 1.4 s).
const checks = {
  compatibility: () => import('../validate/compatibility').then((m) => m.checkCompatibility),
  links: () => import('../validate/links').then((m) => m.checkLinks),
  spelling: () => import('../validate/spelling').then((m) => m.checkSpelling),
  deliverability: () => import('../validate/deliverability').then((m) => m.checkDeliverability),
  accessibility: () => import('../validate/accessibility').then((m) => m.checkAccessibility),
  all: () => import('../validate/all').then((m) => m.validateAll),
};
type CheckFn = (input: EmailInput, options: ValidateOptions, context: CheckContext) => Promise<unknown>;
const loaded: Partial<Record<CheckName, Promise<CheckFn>>> = {};
function checkOf(name: CheckName): Promise<CheckFn> {
  return (loaded[name] ??= checks[name]() as Promise<CheckFn>);
}
let renderer: Promise<typeof import('../email')> | undefined;
let extraction: Promise<typeof import('../brand/extract')> | undefined;
let facts: Promise<typeof import('../validate/facts')> | undefined;
let grammarBinary: Promise<typeof import('../validate/spelling/grammar-binary')> | undefined;

/** Checks that lint grammar with harper, and so get its compiled modules with their tasks. */
export function usesGrammar(task: Submitted): boolean {
  return task.kind === 'validate' && (task.check === 'spelling' || task.check === 'all');
}

/** harper's modules this thread compiled while preparing `task`, for the pool to share (once). */
export async function modulesToShare(task: Submitted): Promise<SharedModule[]> {
  if (!usesGrammar(task)) return [];
  return (await (grammarBinary ??= import('../validate/spelling/grammar-binary'))).takeCompiledModules();
}

/** A short English email and its brief, checked once by a thread before its first validation. */
const SAMPLE_BRIEF = 'Our autumn sale: 20% off all coffee beans until Sunday, November 30 with code AUTUMN20.';
const SAMPLE = {
  html: '<!doctype html><html lang="en"><head><title>Autumn sale</title></head><body><h1>Autumn sale</h1><p>Take 20% off all coffee beans until Sunday, November 30 with code AUTUMN20.</p><p><a href="https://example.com/shop">Shop the sale</a></p></body></html>',
  subject: 'Autumn sale: 20% off until November 30',
};

/**
 * Loads what a task needs and, for checks, runs the same check once on a small English sample:
 * the dictionary, the grammar engine, the spam phrases and the date parser take seconds to build
 * on a new thread (15 s for /all on a busy two-core host), and that cost is the thread's, not the
 * input's. The pool starts a task's deadline after this, so a cold thread never makes a small
 * email look "too large to check". Each check warms only what it uses, once per thread, so no
 * thread loads more than its tasks would have; other languages' dictionaries load on first use.
 */
export async function prepare(task: Submitted): Promise<void> {
  if (task.kind === 'render') await (renderer ??= import('../email'));
  else if (task.kind === 'extract-site') await (extraction ??= import('../brand/extract'));
  else if (task.kind === 'facts') {
    const { checkEmailFacts } = await (facts ??= import('../validate/facts'));
    await (warmed.facts ??= Promise.resolve().then(() => void checkEmailFacts({ brief: SAMPLE_BRIEF, ...SAMPLE, sendDate: SAMPLE_DATE })));
  } else if (task.check !== 'links') {
    const check = task.check;
    if (task.grammarModules) (await (grammarBinary ??= import('../validate/spelling/grammar-binary'))).provideGrammarModules(task.grammarModules);
    const run = await checkOf(check);
    const context: CheckContext = { spamd: '', brief: { text: SAMPLE_BRIEF, sendDate: SAMPLE_DATE } };
    const options: ValidateOptions = check === 'all' ? { checkExternal: false } : {};
    await (warmed[check] ??= run(SAMPLE, options, check === 'compatibility' || check === 'accessibility' ? {} : context).then(() => undefined));
  }
}
const SAMPLE_DATE = '2026-11-01';
const warmed: Partial<Record<CheckName | 'facts', Promise<void>>> = {};

/**
 * Runs one task where it is called: in a pool thread, or on the caller's thread for the
 * in-process baseline the benchmark and the tests compare against.
 */
export async function runTask(task: PoolTask): Promise<unknown> {
  // Ends a little before the pool's deadline so that I/O-bound work (link probes) can report what
  // it found instead of having its thread terminated.
  const left = task.deadline - Date.now();
  const signal = AbortSignal.timeout(Math.max(1, Math.floor(left - Math.min(1000, left / 10))));
  if (task.kind === 'render') return render(task.document);
  if (task.kind === 'facts') return (await (facts ??= import('../validate/facts'))).checkEmailFacts(task.input);
  if (task.kind === 'extract-site') return (await (extraction ??= import('../brand/extract'))).extractSite(task.site);
  const run = await checkOf(task.check);
  // Compatibility and accessibility take no context (as before: they never see the signal).
  const context: CheckContext = task.check === 'compatibility' || task.check === 'accessibility' ? {} : { ...task.context, signal };
  return run(task.input, task.options, context);
}

/** `POST /v1/emails/render`: an invalid document is a 400 naming each failing field. */
async function render(document: unknown): Promise<RenderedEmail> {
  const { parseEmailDocument, renderEmail } = await (renderer ??= import('../email'));
  const parsed = parseEmailDocument(document);
  if (!parsed.success) {
    const details = parsed.issues.map((i) => ({ path: i.path ? `body.document.${i.path}` : 'body.document', message: i.message }));
    throw errors.invalidRequest(`Invalid request: ${details[0].path} ${details[0].message.charAt(0).toLowerCase()}${details[0].message.slice(1)}`, details);
  }
  return renderEmail(parsed.data);
}
