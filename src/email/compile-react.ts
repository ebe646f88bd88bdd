/**
 * Compiles React Email TSX source (ours from renderReact, or an LLM's) into a component.
 *
 * esbuild's transform turns TSX into CommonJS in about a millisecond; the code then runs in a
 * node:vm context whose `require` hands out only react, react/jsx-runtime and
 * @react-email/components. Faster than importing a data: URL, and the source cannot reach the
 * filesystem, the network or process. A vm context is not a security boundary against hostile
 * code, though: treat it as a guard against accidents and LLM slips, not as a sandbox.
 */
import vm from 'node:vm';
import type { ComponentType } from 'react';
import * as React from 'react';
import * as jsxRuntime from 'react/jsx-runtime';
import { transform } from 'esbuild';

// The umbrella package costs ~50 MB of memory: loaded on the first compile, not with the server.
let modules: Promise<Record<string, unknown>> | undefined;
const loadModules = () =>
  (modules ??= import('@react-email/components').then((ReactEmail): Record<string, unknown> => ({
    react: React,
    'react/jsx-runtime': jsxRuntime,
    '@react-email/components': ReactEmail,
  })));

export interface CompiledEmail {
  Component: ComponentType<Record<string, unknown>>;
  /** The component's PreviewProps, or {} when it sets none. */
  previewProps: Record<string, unknown>;
}

export interface CompileOptions {
  /** Limit for evaluating the module body (not for later renders). */
  timeoutMs?: number;
}

export async function compileReactEmail(
  source: string,
  { timeoutMs = 1000 }: CompileOptions = {},
): Promise<CompiledEmail> {
  const [{ code }, MODULES] = await Promise.all([
    transform(source, { loader: 'tsx', format: 'cjs', jsx: 'automatic', target: 'es2022' }),
    loadModules(),
  ]);
  const module = { exports: {} as Record<string, unknown> };
  const require = (id: string): unknown => {
    if (Object.hasOwn(MODULES, id)) return MODULES[id];
    throw new Error(`Cannot import "${id}": email templates may import only react and @react-email/components`);
  };
  const context = vm.createContext(
    { module, exports: module.exports, require },
    { codeGeneration: { strings: false, wasm: false } },
  );
  new vm.Script(code, { filename: 'email.tsx' }).runInContext(context, { timeout: timeoutMs });

  const Component = module.exports.default as
    (CompiledEmail['Component'] & { PreviewProps?: Record<string, unknown> }) | undefined;
  if (typeof Component !== 'function') throw new Error('The template must default-export a component');
  return { Component, previewProps: Component.PreviewProps ?? {} };
}
