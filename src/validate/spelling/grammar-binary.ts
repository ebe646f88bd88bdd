/**
 * harper.js's WebAssembly, compiled once per process and shared by every check thread.
 *
 * harper's grammar engine is two 16 MB WebAssembly modules (its full and slim builds; the full
 * one initialises the slim one too). A thread that compiles them itself pays the compile and then,
 * as the code gets hot, V8's optimising tier for the functions it runs: seconds of CPU for each
 * new pool thread. A compiled `WebAssembly.Module` can be sent to a worker thread, where
 * instantiating it reuses the process's compiled (and already optimised) code, so the pool
 * compiles the modules once on the main thread and hands them to its threads with their tasks.
 *
 * harper.js loads its modules from its own files (`binary.url`) and takes no compiled module, so
 * while it loads, `WebAssembly.instantiate` given bytes identical to a shared module's source
 * (same SHA-256) instantiates the shared module instead. The instance is made from the same
 * bytes with the same imports, so every lint is the same; only the compile is skipped.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';

/** A compiled module and the SHA-256 of the bytes it was compiled from. */
export type SharedModule = { module: WebAssembly.Module; sha256: string };

/** The files harper.js loads for its full build (the one grammar.ts uses): full and slim. */
async function harperFiles(): Promise<string[]> {
  const { binary } = await import('harper.js/binary');
  const url = typeof binary.url === 'string' ? binary.url : binary.url.href;
  const full = fileURLToPath(url);
  return [full, full.replace('harper_wasm_bg.wasm', 'harper_wasm_slim_bg.wasm')];
}

let compiled: Promise<SharedModule[]> | undefined;

/** Compiles harper's modules once per process (asynchronously: V8 compiles off the event loop). */
export function compileGrammarModules(): Promise<SharedModule[]> {
  compiled ??= harperFiles().then((files) =>
    Promise.all(
      files.map(async (file) => {
        const bytes = await fs.promises.readFile(file);
        return { module: await WebAssembly.compile(bytes), sha256: sha256(bytes) };
      }),
    ),
  );
  compiled.catch(() => (compiled = undefined));
  return compiled;
}

function sha256(bytes: ArrayBufferView | ArrayBuffer): string {
  const view = ArrayBuffer.isView(bytes) ? new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength) : new Uint8Array(bytes);
  return crypto.createHash('sha256').update(view).digest('hex');
}

let provided: SharedModule[] = [];
let used = 0;

/** Modules this thread may instantiate instead of compiling harper's files (set by the pool thread). */
export function provideGrammarModules(modules: SharedModule[] | undefined): void {
  if (modules?.length && !provided.length) provided = modules;
}

/** How many of harper's modules this thread instantiated from shared ones (tests, benchmarks). */
export function sharedModulesUsed(): number {
  return used;
}

/**
 * Runs `load` (harper's loading) with `WebAssembly.instantiate` taking a shared module for bytes
 * it was compiled from. Anything else, and every call once `load` settles, goes to V8 as is.
 */
export async function withSharedModules<T>(load: () => Promise<T>): Promise<T> {
  if (!provided.length) return load();
  const original = WebAssembly.instantiate;
  const byHash = new Map(provided.map((m) => [m.sha256, m.module]));
  const instantiate = function (this: unknown, source: unknown, imports?: WebAssembly.Imports) {
    if (source instanceof ArrayBuffer || ArrayBuffer.isView(source)) {
      const module = byHash.get(sha256(source as ArrayBufferView | ArrayBuffer));
      if (module) {
        used++;
        return original(module, imports).then((instance) => ({ module, instance }));
      }
    }
    return (original as (...args: unknown[]) => unknown).call(this, source, imports);
  };
  WebAssembly.instantiate = instantiate as typeof WebAssembly.instantiate;
  try {
    return await load();
  } finally {
    WebAssembly.instantiate = original;
  }
}
