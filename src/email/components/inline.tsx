/**
 * Inline content: PlainText (strings and merge tags) and the inline nodes of rich text.
 * Returns arrays of children; adjacent strings are already merged by the parsers.
 */
import { Fragment, type ReactNode } from 'react';
import { Link } from './react-email';
import type { PlainText } from '../fields';
import type { RenderContext } from '../context';
import { segmentsOf, type Inline } from '../content';
import { darkClass } from './typography';

/**
 * Adjacent strings as one: a translated token is a string, and React would otherwise separate it
 * from the surrounding text with <!-- --> markers that platforms' template parsers must skip.
 */
function joinStrings(nodes: ReactNode[]): ReactNode[] {
  const out: ReactNode[] = [];
  for (const node of nodes) {
    const last = out.length - 1;
    if (typeof node === 'string' && typeof out[last] === 'string') out[last] += node;
    else out.push(node);
  }
  return out;
}

/** Children for a PlainText field; a lone string stays a string so the TSX prints it as plain text. */
export function plainText(text: PlainText, ctx: RenderContext): ReactNode {
  const nodes = joinStrings(
    segmentsOf(text).map((segment, i) => {
      if (typeof segment === 'string') return segment;
      const token = ctx.tokenNode(segment);
      return typeof token === 'string' ? token : <Fragment key={i}>{token}</Fragment>;
    }),
  );
  return nodes.length === 1 ? nodes[0] : nodes;
}

export function inlineNodes(nodes: Inline[], ctx: RenderContext): ReactNode[] {
  return joinStrings(inlineElements(nodes, ctx));
}

function inlineElements(nodes: Inline[], ctx: RenderContext): ReactNode[] {
  return nodes.map((node, i) => {
    switch (node.kind) {
      case 'text':
        return node.text;
      case 'token': {
        const token = ctx.tokenNode(node.token);
        return typeof token === 'string' ? token : <Fragment key={i}>{token}</Fragment>;
      }
      case 'break':
        return <br key={i} />;
      case 'strong':
        return <strong key={i}>{inlineNodes(node.children, ctx)}</strong>;
      case 'em':
        return <em key={i}>{inlineNodes(node.children, ctx)}</em>;
      case 'link':
        return (
          // Underlined: colour alone must not be the only cue that text is a link (WCAG 1.4.1).
          <Link
            key={i}
            href={node.href}
            className={darkClass(ctx, 'link')}
            style={{ color: ctx.palette.link, textDecoration: 'underline' }}
          >
            {inlineNodes(node.children, ctx)}
          </Link>
        );
    }
  });
}
