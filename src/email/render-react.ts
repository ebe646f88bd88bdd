/**
 * renderReact: the source of one self-contained .tsx file, a React Email template a developer can
 * drop into a project: it imports only react and @react-email/components, default-exports the
 * component and sets PreviewProps. Personalisation tokens become optional props of the component
 * (`{props.firstName || 'there'}`), so with no props it renders exactly what renderHtml renders.
 */
import { createElement } from 'react';
import type { RenderOptions } from './context';
import type { EmailDocument, EmailDocumentInput } from './schema';
import { joinSegments } from './content';
import { EmailView } from './document';
import { prepare } from './prepare';
import { jsString, TsxPrinter } from './print-tsx';

export interface ReactRenderOptions extends RenderOptions {
  /** Name of the exported component; derived from the subject by default. */
  componentName?: string;
}

export function renderReact(input: EmailDocumentInput, options: ReactRenderOptions = {}): string {
  const { doc, ctx } = prepare(input, options, 'react');
  const name = options.componentName ?? componentNameFor(doc);
  if (!/^[A-Z][A-Za-z0-9]*$/.test(name)) throw new Error(`Invalid component name: ${name}`);

  const printed = new TsxPrinter().print(createElement(EmailView, { doc, ctx }), 4);
  const propsType = `${name}Props`;
  const hasProps = printed.props.size > 0;
  const usesStyles = printed.constants.some((constant) => constant.includes('CSSProperties'));

  return [
    usesStyles ? "import type { CSSProperties } from 'react';" : undefined,
    importLine(printed.imports),
    '',
    hasProps
      ? `export interface ${propsType} {\n${[...printed.props.keys()].map((prop) => `  ${prop}?: string;`).join('\n')}\n}`
      : `export type ${propsType} = Record<string, never>;`,
    '',
    `export default function ${name}(${hasProps ? `props: ${propsType}` : ''}) {`,
    '  return (',
    printed.jsx,
    '  );',
    '}',
    '',
    hasProps
      ? `${name}.PreviewProps = {\n${[...printed.props].map(([prop, value]) => `  ${prop}: ${jsString(value)},`).join('\n')}\n} satisfies ${propsType};`
      : `${name}.PreviewProps = {} satisfies ${propsType};`,
    '',
    printed.constants.join('\n\n'),
    '',
  ]
    .filter((line) => line !== undefined)
    .join('\n');
}

function importLine(names: string[]): string {
  const line = `import { ${names.join(', ')} } from '@react-email/components';`;
  if (line.length <= 100) return line;
  return `import {\n${names.map((n) => `  ${n},`).join('\n')}\n} from '@react-email/components';`;
}

/** "Summer sale: 40% off" → SummerSaleOffEmail; subjects without Latin words give BrandmailEmail. */
function componentNameFor(doc: EmailDocument): string {
  const words = joinSegments(doc.subject, () => '')
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9 ]+/g, ' ')
    .split(/\s+/)
    .filter((word) => /^[A-Za-z]/.test(word))
    .slice(0, 4)
    .map((word) => word[0]!.toUpperCase() + word.slice(1).toLowerCase());
  return words.length > 0 ? `${words.join('')}Email` : 'BrandmailEmail';
}
