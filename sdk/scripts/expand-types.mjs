// Writes a self-contained copy of sdk/src/types.ts: every exported type, which the workspace
// derives from the server's zod schemas (`z.input`/`z.output` of `import type`s into ../../src),
// is resolved by the TypeScript checker and printed as a plain structural type. The result imports
// nothing, so the published declarations need neither the server's sources nor zod. It is
// generated on every build (never committed), so it cannot drift from the schemas.
import path from 'node:path';
import ts from 'typescript';

/**
 * @param {string} typesFile absolute path of sdk/src/types.ts
 * @param {string} tsconfigFile the tsconfig whose options type-check it (the repository's)
 * @returns {string} the text of the expanded types.ts
 */
export function expandTypes(typesFile, tsconfigFile) {
  const config = ts.getParsedCommandLineOfConfigFile(tsconfigFile, {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: (d) => { throw new Error(ts.flattenDiagnosticMessageText(d.messageText, '\n')); } });
  const program = ts.createProgram([typesFile], { ...config.options, noEmit: true });
  const source = program.getSourceFile(typesFile);
  if (!source) throw new Error(`cannot read ${typesFile}`);
  const problems = ts.getPreEmitDiagnostics(program, source);
  if (problems.length) throw new Error(ts.formatDiagnostics(problems, { getCanonicalFileName: (f) => f, getCurrentDirectory: () => process.cwd(), getNewLine: () => '\n' }));
  const checker = program.getTypeChecker();

  const aliases = source.statements.filter((s) => ts.isTypeAliasDeclaration(s) && s.modifiers?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword));
  /** A type that is the whole of an exported alias is printed by that alias's name when nested. */
  const named = new Map();
  for (const alias of aliases) {
    const type = checker.getTypeAtLocation(alias.name);
    if (!named.has(type) && type.flags & ts.TypeFlags.Object) named.set(type, alias.name.text);
  }

  const extra = []; // helper aliases for recursive types
  const recursive = new Map();
  const stack = new Set();
  let top;

  const quote = (name) => (/^[A-Za-z_$][\w$]*$/.test(name) ? name : JSON.stringify(name));
  const isLib = (type) => (type.symbol?.declarations ?? []).some((d) => program.isSourceFileDefaultLibrary(d.getSourceFile()) || /node_modules[\\/](typescript|@types[\\/]node)[\\/]/.test(d.getSourceFile().fileName));

  function print(type, indent) {
    if (type !== top && named.has(type)) return named.get(type);
    if (recursive.has(type)) return recursive.get(type);
    if (stack.has(type)) {
      const name = `Recursive${extra.length + recursive.size + 1}`;
      recursive.set(type, name);
      return name;
    }
    stack.add(type);
    try {
      const text = printInner(type, indent);
      if (recursive.has(type) && !extra.some((e) => e.name === recursive.get(type))) {
        extra.push({ name: recursive.get(type), text: printInner(type, '') });
      }
      return recursive.get(type) ?? text;
    } finally {
      stack.delete(type);
    }
  }

  function printInner(type, indent) {
    const f = type.flags;
    if (f & ts.TypeFlags.Union) {
      const parts = type.types.map((t) => wrap(t, print(t, indent)));
      // `true | false` is how the checker holds boolean.
      const hasTrue = type.types.some((t) => t.flags & ts.TypeFlags.BooleanLiteral && checker.typeToString(t) === 'true');
      const hasFalse = type.types.some((t) => t.flags & ts.TypeFlags.BooleanLiteral && checker.typeToString(t) === 'false');
      const out = hasTrue && hasFalse ? ['boolean', ...parts.filter((p) => p !== 'true' && p !== 'false')] : parts;
      return [...new Set(out)].join(' | ');
    }
    if (f & ts.TypeFlags.Intersection) {
      if (type.types.every((t) => t.flags & ts.TypeFlags.Object && !checker.isArrayType(t) && !checker.isTupleType(t))) return printObject(type, indent);
      return type.types.map((t) => wrap(t, print(t, indent))).join(' & ');
    }
    if (f & (ts.TypeFlags.StringLiteral | ts.TypeFlags.NumberLiteral | ts.TypeFlags.BigIntLiteral | ts.TypeFlags.BooleanLiteral)) return checker.typeToString(type);
    if (f & (ts.TypeFlags.Any | ts.TypeFlags.Unknown | ts.TypeFlags.String | ts.TypeFlags.Number | ts.TypeFlags.Boolean | ts.TypeFlags.BigInt | ts.TypeFlags.Null | ts.TypeFlags.Undefined | ts.TypeFlags.Void | ts.TypeFlags.Never | ts.TypeFlags.ESSymbol | ts.TypeFlags.TemplateLiteral | ts.TypeFlags.NonPrimitive)) {
      return checker.typeToString(type, undefined, ts.TypeFormatFlags.NoTruncation);
    }
    if (f & ts.TypeFlags.Object) {
      if (checker.isArrayType(type)) {
        const [element] = checker.getTypeArguments(type);
        const readonly = type.symbol?.name === 'ReadonlyArray' ? 'readonly ' : '';
        return `${readonly}${wrap(element, print(element, indent), true)}[]`;
      }
      if (checker.isTupleType(type)) {
        const flags = type.target.elementFlags;
        const items = checker.getTypeArguments(type).map((t, i) => {
          const text = print(t, indent);
          if (flags[i] & ts.ElementFlags.Rest) return `...${wrap(t, text, true)}[]`;
          return flags[i] & ts.ElementFlags.Optional ? `${wrap(t, text, true)}?` : text;
        });
        return `${type.target.readonly ? 'readonly ' : ''}[${items.join(', ')}]`;
      }
      if (isLib(type)) return checker.typeToString(type, undefined, ts.TypeFormatFlags.NoTruncation); // Date, Uint8Array, …
      if (checker.getSignaturesOfType(type, ts.SignatureKind.Call).length) {
        const text = checker.typeToString(type, undefined, ts.TypeFormatFlags.NoTruncation);
        if (/\bimport\(|\bz\./.test(text)) throw new Error(`cannot expand a function type: ${text}`);
        return text;
      }
      return printObject(type, indent);
    }
    throw new Error(`cannot expand type ${checker.typeToString(type)} (flags ${f})`);
  }

  function printObject(type, indent) {
    const inner = `${indent}  `;
    const lines = [];
    for (const info of checker.getIndexInfosOfType(type)) {
      lines.push(`${inner}${info.isReadonly ? 'readonly ' : ''}[key: ${checker.typeToString(info.keyType)}]: ${print(info.type, inner)};`);
    }
    for (const prop of checker.getPropertiesOfType(type)) {
      const optional = (prop.flags & ts.SymbolFlags.Optional) !== 0;
      let propType = checker.getTypeOfSymbol(prop);
      // The checker adds `undefined` to optional properties; `?` says it already.
      if (optional && propType.flags & ts.TypeFlags.Union) {
        const rest = propType.types.filter((t) => !(t.flags & ts.TypeFlags.Undefined));
        if (rest.length !== propType.types.length) propType = rest.length === 1 ? rest[0] : checker.getUnionType?.(rest) ?? propType;
      }
      const readonly = (ts.getCheckFlags?.(prop) ?? 0) & 8 /* Readonly */ ? 'readonly ' : '';
      lines.push(`${inner}${readonly}${quote(prop.name)}${optional ? '?' : ''}: ${print(propType, inner)};`);
    }
    return lines.length ? `{\n${lines.join('\n')}\n${indent}}` : '{}';
  }

  /** Parentheses around unions (and function types) where an array or intersection needs them. */
  function wrap(type, text, strong = false) {
    if (type.flags & ts.TypeFlags.Union && !(named.has(type) || recursive.has(type)) && text.includes(' | ')) return `(${text})`;
    if (strong && type.flags & ts.TypeFlags.Intersection && text.includes(' & ')) return `(${text})`;
    if (/^\(.*\) =>/.test(text) || text.startsWith('new (')) return `(${text})`;
    return text;
  }

  const out = [
    '// Generated by sdk/scripts/expand-types.mjs from sdk/src/types.ts at build time: the types the',
    "// workspace derives from the server's zod schemas, resolved into plain structural types.",
    '',
  ];
  for (const alias of aliases) {
    const type = checker.getTypeAtLocation(alias.name);
    top = type;
    const body = print(type, '');
    const doc = ts.getJSDocCommentsAndTags(alias).map((d) => d.getText(source)).join('\n');
    if (doc) out.push(doc);
    out.push(`export type ${alias.name.text} = ${body};`, '');
  }
  for (const { name, text } of extra) out.push(`type ${name} = ${text};`, '');
  const text = out.join('\n');
  if (/import\(|\bz\.|\$Infer|\.\.\/src/.test(text)) throw new Error('the expanded types still refer to zod or the server');
  return text;
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname)) {
  const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');
  process.stdout.write(expandTypes(path.join(root, 'sdk/src/types.ts'), path.join(root, 'tsconfig.json')));
}
