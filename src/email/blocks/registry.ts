/**
 * The one place that lists block types: adding a block is one file plus one line here.
 * The document schema, the HTML/TSX renderer and the text renderer all read from this map.
 */
import type { BlockDefinition } from './define';
import { header } from './header';
import { hero } from './hero';
import { heading } from './heading';
import { text } from './text';
import { button } from './button';
import { image } from './image';
import { columns } from './columns';
import { product } from './product';
import { productGrid } from './product-grid';
import { coupon } from './coupon';
import { quote } from './quote';
import { testimonial } from './testimonial';
import { list } from './list';
import { divider } from './divider';
import { spacer } from './spacer';
import { social } from './social';
import { footer } from './footer';
import { html } from './html';

export const blockRegistry = {
  header,
  hero,
  heading,
  text,
  button,
  image,
  columns,
  product,
  productGrid,
  coupon,
  quote,
  testimonial,
  list,
  divider,
  spacer,
  social,
  footer,
  html,
} as const;

export type BlockType = keyof typeof blockRegistry;
export const BLOCK_TYPES = Object.keys(blockRegistry) as BlockType[];

/** The definition of a block type, typed loosely: callers hold a block already validated against it. */
export function blockDefinition(type: string): BlockDefinition {
  const definition = (blockRegistry as Record<string, BlockDefinition>)[type];
  if (!definition) throw new Error(`Unknown block type: ${type}`);
  return definition;
}
