/**
 * The first step of every renderer: validate the document (applying defaults) and build the
 * render context wired to the block registry.
 */
import { createElement } from 'react';
import { blockDefinition } from './blocks/registry';
import {
  createRenderContext,
  type BlockRenderers,
  type RenderContext,
  type RenderMode,
  type RenderOptions,
} from './context';
import { EmailDocument, type EmailDocumentInput } from './schema';
import { Placeholders } from './placeholders';

const blockRenderers: BlockRenderers = {
  renderBlock: (block, ctx, key) => createElement(blockDefinition(block.type).Component, { key, block, ctx }),
  blockText: (block, ctx) => blockDefinition(block.type).toText(block, ctx),
};

export interface Prepared {
  doc: EmailDocument;
  ctx: RenderContext;
  /** Present when an HTML render translates tokens or URLs (see placeholders.ts). */
  placeholders?: Placeholders;
}

/** True when the options change what tokens or footer links render as. */
export function translates(options: RenderOptions): boolean {
  return options.mergeTag !== undefined || options.unsubscribeUrl !== undefined || options.preferencesUrl !== undefined;
}

// Documents this module validated; renderEmail renders one document three ways and should not
// validate it three times. Parsed documents are fresh objects, so identity is proof enough.
const validated = new WeakSet<object>();

/** Validates (applying defaults) unless `input` is the output of an earlier validation here. */
export function validate(input: EmailDocumentInput): EmailDocument {
  if (validated.has(input)) return input as EmailDocument;
  const doc = EmailDocument.parse(input);
  validated.add(doc);
  return doc;
}

/** Throws a ZodError for an invalid document; use parseEmailDocument first to report errors to users. */
export function prepare(input: EmailDocumentInput, options: RenderOptions, mode: RenderMode): Prepared {
  const doc = validate(input);
  const placeholders = mode === 'html' && translates(options) ? new Placeholders() : undefined;
  return { doc, ctx: createRenderContext(doc, options, mode, blockRenderers, placeholders), placeholders };
}
