/**
 * Prints a React element tree as the source of a React Email component.
 *
 * The tree is the one renderHtml renders: our own components are expanded (called with their
 * props), React Email components and HTML elements are printed as JSX, and style objects are
 * hoisted into named `CSSProperties` constants the way people write React Email templates.
 * Child structure is kept exactly (adjacent strings stay separate children), because React's
 * server renderer separates adjacent text with <!-- --> and the exported file must render to the
 * very same HTML.
 */
import { Fragment, isValidElement, type ReactElement, type ReactNode } from 'react';
import * as ReactEmail from './components/react-email';
import { sourceNameOf } from './source-names';

const LINE_WIDTH = 100;

/** Components React Email exports, by identity, so printed JSX can name and import them. */
const REACT_EMAIL_NAMES = new Map<unknown, string>(
  Object.entries(ReactEmail)
    .filter(
      ([name, value]) =>
        /^[A-Z]/.test(name) && value !== null && (typeof value === 'object' || typeof value === 'function'),
    )
    .map(([name, value]) => [value, name]),
);

/** A component printed as a prop of the email component, with its fallback (see MergeField). */
interface SourceProp {
  sourceProp(props: unknown): { prop: string; fallback: string };
}

type Item =
  | { kind: 'text'; text: string }
  | { kind: 'expression'; code: string }
  | { kind: 'element'; element: ReactElement<Record<string, unknown>>; name: string; prefix: string };

export interface PrintedComponent {
  /** JSX of the returned tree, indented for a `return (…)`. */
  jsx: string;
  /** React Email components used, for the import line. */
  imports: string[];
  /** Props the component reads, with the value each shows by default. */
  props: Map<string, string>;
  /** Hoisted constants, in order of first use. */
  constants: string[];
}

export class TsxPrinter {
  private readonly imports = new Set<string>();
  private readonly props = new Map<string, string>();
  private readonly constants: Array<{ name: string; code: string }> = [];
  private readonly constantByCode = new Map<string, string>();
  private readonly usedNames = new Set<string>();

  print(root: ReactNode, indent: number): PrintedComponent {
    const jsx = this.items(root, 'main')
      .map((item) => this.printItem(item, indent))
      .join('\n');
    return {
      jsx,
      imports: [...this.imports].sort(),
      props: this.props,
      constants: this.constants.map((constant) => constant.code),
    };
  }

  /** Flattens fragments, arrays and our own components into printable children. */
  private items(node: ReactNode, prefix: string): Item[] {
    if (node === null || node === undefined || typeof node === 'boolean') return [];
    if (typeof node === 'string' || typeof node === 'number' || typeof node === 'bigint')
      return [{ kind: 'text', text: String(node) }];
    if (Array.isArray(node)) return node.flatMap((child) => this.items(child, prefix));
    if (!isValidElement<Record<string, unknown>>(node))
      throw new TypeError(`Cannot print ${Object.prototype.toString.call(node)} as JSX`);

    const { type, props } = node;
    if (type === Fragment) return this.items(props.children as ReactNode, prefix);
    if (typeof type === 'string') return [{ kind: 'element', element: node, name: type, prefix }];
    const reactEmailName = REACT_EMAIL_NAMES.get(type);
    if (reactEmailName) {
      this.imports.add(reactEmailName);
      return [{ kind: 'element', element: node, name: reactEmailName, prefix }];
    }
    if (typeof type === 'function' && 'sourceProp' in type) {
      const { prop, fallback } = (type as unknown as SourceProp).sourceProp(props);
      // PreviewProps show the first fallback, so the preview reads like renderHtml's output.
      if (!this.props.has(prop)) this.props.set(prop, fallback);
      return [{ kind: 'expression', code: `props.${prop} || ${jsString(fallback)}` }];
    }
    if (typeof type === 'function') {
      const block = (props as { block?: { type?: unknown } }).block;
      const childPrefix = typeof block?.type === 'string' ? block.type : prefix;
      return this.items((type as (p: unknown) => ReactNode)(props), childPrefix);
    }
    throw new TypeError('Cannot print a component React Email does not export');
  }

  private printItem(item: Item, indent: number, alone = true): string {
    const pad = ' '.repeat(indent);
    if (item.kind === 'expression') return `${pad}{${item.code}}`;
    if (item.kind === 'text')
      return pad + (alone && isPlainJsxText(item.text, true) ? item.text : `{${jsString(item.text)}}`);
    return this.printElement(item, indent);
  }

  private printElement(item: Extract<Item, { kind: 'element' }>, indent: number): string {
    const pad = ' '.repeat(indent);
    const inline = this.inline(item);
    if (inline !== undefined && pad.length + inline.length <= LINE_WIDTH) return pad + inline;

    const attributes = this.attributes(item);
    const children = this.items(item.element.props.children as ReactNode, item.prefix);
    const oneLine = `${pad}<${item.name}${attributes.map((a) => ` ${a}`).join('')}`;
    const multiLine = oneLine.length + 2 > LINE_WIDTH;
    const open = multiLine ? [`${pad}<${item.name}`, ...attributes.map((a) => `${pad}  ${a}`)].join('\n') : oneLine;
    if (children.length === 0) return multiLine ? `${open}\n${pad}/>` : `${open} />`;
    const openTag = multiLine ? `${open}\n${pad}>` : `${open}>`;

    const inlineChildren = this.inlineChildren(children, true);
    if (inlineChildren !== undefined && pad.length + 2 + inlineChildren.length <= LINE_WIDTH) {
      return `${openTag}\n${pad}  ${inlineChildren}\n${pad}</${item.name}>`;
    }
    const lines = children.map((child, i) => {
      // Raw JSX text may only stand alone: next to other text it would merge into one child.
      const alone = children[i - 1]?.kind !== 'text' && children[i + 1]?.kind !== 'text';
      return this.printItem(child, indent + 2, alone);
    });
    return `${openTag}\n${lines.join('\n')}\n${pad}</${item.name}>`;
  }

  /** The element on one line, or undefined when a child cannot be written inline. */
  private inline(item: Extract<Item, { kind: 'element' }>): string | undefined {
    const attributes = this.attributes(item);
    const open = `<${item.name}${attributes.map((a) => ` ${a}`).join('')}`;
    const children = this.items(item.element.props.children as ReactNode, item.prefix);
    if (children.length === 0) return `${open} />`;
    const inner = this.inlineChildren(children, false);
    return inner === undefined ? undefined : `${open}>${inner}</${item.name}>`;
  }

  /**
   * Children written on one line. On a line of their own (`ownLine`), JSX would trim whitespace
   * at the line's edges, so edge text with such whitespace is written as a string expression.
   */
  private inlineChildren(children: Item[], ownLine: boolean): string | undefined {
    const parts: string[] = [];
    for (const [i, child] of children.entries()) {
      if (child.kind === 'expression') parts.push(`{${child.code}}`);
      else if (child.kind === 'text') {
        const afterText = children[i - 1]?.kind === 'text';
        const atEdge = ownLine && (i === 0 || i === children.length - 1);
        const plain = !afterText && isPlainJsxText(child.text, false) && !(atEdge && /^\s|\s$/.test(child.text));
        parts.push(plain ? child.text : `{${jsString(child.text)}}`);
      } else {
        const inline = this.inline(child);
        if (inline === undefined || inline.length > LINE_WIDTH) return undefined;
        parts.push(inline);
      }
    }
    return parts.join('');
  }

  private attributes(item: Extract<Item, { kind: 'element' }>): string[] {
    const out: string[] = [];
    for (const [name, value] of Object.entries(item.element.props)) {
      if (name === 'children' || value === undefined) continue;
      out.push(this.attribute(item, name, value));
    }
    return out;
  }

  private attribute(item: Extract<Item, { kind: 'element' }>, name: string, value: unknown): string {
    if (typeof value === 'string')
      return isPlainAttribute(value) ? `${name}="${value}"` : `${name}={${jsString(value)}}`;
    if (typeof value === 'number') return `${name}={${value}}`;
    if (value === true) return name;
    if (value === false) return `${name}={false}`;
    if (name === 'style' && isRecord(value)) {
      return `style={${this.styleConstant(`${camel(item.prefix)}${styleSuffix(item.name)}`, value)}}`;
    }
    if (name === 'dangerouslySetInnerHTML' && isRecord(value) && typeof value.__html === 'string') {
      const html = value.__html;
      const hinted = sourceNameOf(value);
      const literal = html.includes('\n') ? templateString(html) : jsString(html);
      const code =
        hinted || literal.length > 60 ? this.constant(hinted ?? `${camel(item.prefix)}Html`, literal) : literal;
      return `dangerouslySetInnerHTML={{ __html: ${code} }}`;
    }
    return `${name}={${JSON.stringify(value)}}`;
  }

  /**
   * Outlook-only properties (msoLineHeightRule…) are not in React's CSSProperties: such objects
   * are asserted rather than annotated, so the exported file still type-checks.
   */
  private styleConstant(baseName: string, style: Record<string, unknown>): string {
    const code = styleObject(style);
    return Object.keys(style).some((key) => key.startsWith('mso'))
      ? this.constant(baseName, `${code} as CSSProperties`)
      : this.constant(baseName, code, ': CSSProperties');
  }

  /** A hoisted constant; identical values share one name. Returns the name. */
  private constant(baseName: string, valueCode: string, typeAnnotation = ''): string {
    const key = typeAnnotation + valueCode;
    const existing = this.constantByCode.get(key);
    if (existing) return existing;
    let name = baseName;
    for (let n = 2; this.usedNames.has(name); n++) name = `${baseName}${n}`;
    this.usedNames.add(name);
    this.constantByCode.set(key, name);
    this.constants.push({ name, code: `const ${name}${typeAnnotation} = ${valueCode};` });
    return name;
  }
}

const TAG_NAMES: Record<string, string> = {
  a: 'Link',
  td: 'Cell',
  li: 'Item',
  ul: 'List',
  ol: 'List',
  div: 'Box',
  span: 'Inline',
  p: 'Paragraph',
};

function styleSuffix(elementName: string): string {
  return TAG_NAMES[elementName] ?? elementName[0]!.toUpperCase() + elementName.slice(1);
}

function camel(name: string): string {
  return name.replace(/[-_\s]+(\w)/g, (_, c: string) => c.toUpperCase());
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function styleObject(style: Record<string, unknown>): string {
  const entries = Object.entries(style).filter(([, value]) => value !== undefined);
  if (entries.length === 0) return '{}';
  const lines = entries.map(([key, value]) => {
    const name = /^[A-Za-z_$][\w$]*$/.test(key) ? key : jsString(key);
    return `  ${name}: ${typeof value === 'number' ? value : jsString(String(value))},`;
  });
  return `{\n${lines.join('\n')}\n}`;
}

// Characters that must not appear raw in printed strings: invisible ones would be lost on the reader.
const INVISIBLE = /[\u0000-\u001f\u007f\u00a0\u00ad\u200b-\u200f\u2028\u2029\u2060\ufeff]/g;
const escapeInvisible = (c: string) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`;

/** A single-quoted JS string literal. */
export function jsString(value: string): string {
  return `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'").replace(INVISIBLE, escapeInvisible)}'`;
}

function templateString(value: string): string {
  return `\`${value.replace(/\\/g, '\\\\').replace(/`/g, '\\`').replace(/\$\{/g, '\\${')}\``;
}

/**
 * Text JSX keeps as written: no JSX syntax characters, no entities (JSX decodes `&amp;`), no
 * invisible characters, and — on a line of its own — no edge whitespace, which JSX trims.
 */
function isPlainJsxText(text: string, onOwnLine: boolean): boolean {
  if (text === '' || /[{}<>&\n\r]/.test(text) || new RegExp(INVISIBLE.source).test(text)) return false;
  return !onOwnLine || text.trim() === text;
}

/** JSX attribute strings have no escapes and decode entities, so only some strings can be written as "…". */
function isPlainAttribute(value: string): boolean {
  return !/["&\n\r\\]/.test(value) && !new RegExp(INVISIBLE.source).test(value);
}
