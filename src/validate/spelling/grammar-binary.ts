/**
 * harper.js's WebAssembly, compiled once per process and shared by every check thread.
 *
 * harper's grammar engine is two 16 MB WebAssembly modules (its full and slim builds; the full
 * one initialises the slim one too). A thread that compiles them itself pays the compile and then,
 * as the code gets hot, V8's optimising tier for the functions it runs: seconds of CPU for each
 * new pool thread. A compiled `WebAssembly.Module` can be posted between threads, where
 * instantiating it reuses the process's compiled (and already optimised) code.
 *
 * The first thread to load harper compiles the modules itself and posts them to the pool, which
 * hands them to later threads with their tasks: the compile and the SHA-256 of 32 MB stay off the
 * event loop (done on the main thread they held it past 100 ms under load).
 *
 * harper.js loads its modules from its own files (`binary.url`) and takes no compiled module, so
 * while it loads, `WebAssembly.instantiate` given bytes identical to a shared module's source
 * (same SHA-256) instantiates the shared module instead. The instance is made from the same
 * bytes with the same imports, so every lint is the same; only the compile is skipped.
 */
import crypto from 'node:crypto';

/** A compiled module and the SHA-256 of the bytes it was compiled from. */
export type SharedModule = { module: WebAssembly.Module; sha256: string };

function sha256(bytes: ArrayBufferView | ArrayBuffer): string {
  const view = ArrayBuffer.isView(bytes) ? new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength) : new Uint8Array(bytes);
  return crypto.createHash('sha256').update(view).digest('hex');
}

let provided: SharedModule[] = [];
let used = 0;
/** Modules this thread compiled itself, for the pool to share; taken once. */
let compiledHere: SharedModule[] = [];

/** Modules this thread may instantiate instead of compiling harper's files (set by the pool thread). */
export function provideGrammarModules(modules: SharedModule[] | undefined): void {
  if (modules?.length && !provided.length) provided = modules;
}

/** How many of harper's modules this thread instantiated from shared ones (tests, benchmarks). */
export function sharedModulesUsed(): number {
  return used;
}

/** The modules this thread compiled since the last call (a pool thread posts them to the pool). */
export function takeCompiledModules(): SharedModule[] {
  const taken = compiledHere;
  compiledHere = [];
  return taken;
}

/**
 * Runs `load` (harper's loading) with `WebAssembly.instantiate` taking a shared module for bytes
 * it was compiled from, or else compiling the bytes here and keeping the module to share.
 * Anything else, and every call once `load` settles, goes to V8 as is.
 */
export async function withSharedModules<T>(load: () => Promise<T>): Promise<T> {
  const original = WebAssembly.instantiate;
  const byHash = new Map(provided.map((m) => [m.sha256, m.module]));
  const instantiate = async function (this: unknown, source: unknown, imports?: WebAssembly.Imports) {
    if (!(source instanceof ArrayBuffer || ArrayBuffer.isView(source))) return (original as (...args: unknown[]) => unknown).call(this, source, imports);
    const hash = sha256(source as ArrayBufferView | ArrayBuffer);
    let module = byHash.get(hash);
    if (module) used++;
    else {
      module = await WebAssembly.compile(source as BufferSource);
      compiledHere.push({ module, sha256: hash });
    }
    return { module, instance: await original(module, imports) };
  };
  WebAssembly.instantiate = instantiate as typeof WebAssembly.instantiate;
  try {
    return await load();
  } finally {
    WebAssembly.instantiate = original;
  }
}
