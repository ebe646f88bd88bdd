/**
 * The shape every block module exports: its zod schema, its React Email component and its
 * plain-text printer, side by side (the email-builder-js "one schema per block, one registry" pattern).
 *
 * There is no per-block TSX printer: renderReact prints the element tree the component returns,
 * so the exported source cannot drift from the HTML (see print-tsx.ts).
 */
import type { ReactElement } from 'react';
import type { z } from 'zod';
import type { RenderContext } from '../context';

export interface BlockProps<T> {
  block: T;
  ctx: RenderContext;
}

export interface BlockDefinition<S extends z.ZodType = z.ZodType> {
  schema: S;
  Component: (props: BlockProps<z.infer<S>>) => ReactElement;
  toText: (block: z.infer<S>, ctx: RenderContext) => string;
}

export function defineBlock<S extends z.ZodType>(definition: BlockDefinition<S>): BlockDefinition<S> {
  return definition;
}

type Part = string | undefined | false;
const present = (part: Part): part is string => typeof part === 'string' && part.trim() !== '';

/** A block's non-empty plain-text lines, one per line. */
export function lines(...parts: Part[]): string {
  return parts.filter(present).join('\n');
}

/** A block's non-empty plain-text parts, separated by blank lines. */
export function paragraphs(...parts: Part[]): string {
  return parts.filter(present).join('\n\n');
}
