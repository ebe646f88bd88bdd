/** Shared test fixtures and HTML inspection helpers for the email renderer tests. */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { load, type CheerioAPI } from 'cheerio';
import type { AnyNode, Element } from 'domhandler';
import { contrastRatio, isLargeText } from '../../src/lib/color';
import type { EmailDocumentInput } from '../../src/email';

const FIXTURES = join(import.meta.dirname, '../fixtures/documents');

export function fixtureNames(): string[] {
  return readdirSync(FIXTURES)
    .filter((name) => name.endsWith('.json'))
    .sort();
}

export function loadFixture(name: string): EmailDocumentInput {
  return JSON.parse(readFileSync(join(FIXTURES, name.endsWith('.json') ? name : `${name}.json`), 'utf8'));
}

export function styleOf(element: Element): Record<string, string> {
  const out: Record<string, string> = {};
  for (const declaration of (element.attribs.style ?? '').split(';')) {
    const colon = declaration.indexOf(':');
    if (colon > 0) out[declaration.slice(0, colon).trim().toLowerCase()] = declaration.slice(colon + 1).trim();
  }
  return out;
}

function ancestorsAndSelf(node: AnyNode): Element[] {
  const out: Element[] = [];
  for (let current: AnyNode | null = node; current; current = current.parent) {
    if (current.type === 'tag') out.push(current as Element);
  }
  return out;
}

export interface TextPair {
  text: string;
  color: string;
  background: string;
  fontSizePx: number;
  bold: boolean;
  ratio: number;
  required: number;
}

/**
 * Every visible text run with the colour and background it is drawn with, read from inline
 * styles the way a client without <style> support would draw it.
 */
export function textPairs(html: string): TextPair[] {
  const $ = load(html);
  const pairs: TextPair[] = [];
  $('body *')
    .contents()
    .each((_, node) => {
      if (node.type !== 'text' || !/\S/.test(node.data.replace(/[\u00a0\u200b-\u200f\ufeff]/g, ''))) return;
      const chain = ancestorsAndSelf(node);
      if (chain.some((el) => el.name === 'style' || el.name === 'title' || styleOf(el).display === 'none')) return;
      const find = (pick: (el: Element) => string | undefined) => {
        for (const el of chain) {
          const value = pick(el);
          if (value !== undefined) return value;
        }
        return undefined;
      };
      const color = find((el) => styleOf(el).color) ?? '#000000';
      const background =
        find((el) => {
          const bg = styleOf(el)['background-color'] ?? el.attribs.bgcolor;
          return bg && bg !== 'transparent' ? bg : undefined;
        }) ?? '#ffffff';
      const fontSizePx = Number.parseFloat(find((el) => styleOf(el)['font-size']) ?? '16');
      const weight = find(
        (el) => styleOf(el)['font-weight'] ?? (['strong', 'b', 'h1', 'h2', 'h3'].includes(el.name) ? '700' : undefined),
      );
      const bold = Number(weight ?? 400) >= 700 || weight === 'bold';
      pairs.push({
        text: node.data.trim().slice(0, 40),
        color,
        background,
        fontSizePx,
        bold,
        ratio: contrastRatio(color, background),
        required: isLargeText(fontSizePx, bold) ? 3 : 4.5,
      });
    });
  return pairs;
}

export function $html(html: string): CheerioAPI {
  return load(html);
}
