import webpack from 'webpack';

/**
 * webpack's own JavaScript parser (an ESTree tree, as acorn's), which the bundle carries anyway: a
 * second parser would add 127 kB. Its static `_parse` is not in webpack's types, hence the cast; the
 * tests of this module fail if a webpack upgrade changes it.
 */
const parseWithWebpack = (webpack.javascript.JavascriptParser as unknown as { _parse(code: string, options: object): { ast: unknown } })._parse;

interface Located {
  type: string;
  start: number;
  end: number;
}

/** Every node of an acorn tree, depth first. */
function* nodesOf(node: unknown): Generator<Located & Record<string, unknown>> {
  if (Array.isArray(node)) {
    for (const each of node) yield* nodesOf(each);
  } else if (node && typeof node === 'object' && typeof (node as Located).type === 'string') {
    yield node as Located & Record<string, unknown>;
    for (const value of Object.values(node)) if (value && typeof value === 'object') yield* nodesOf(value);
  }
}

const nameOf = (node: unknown) => {
  const { name, value } = node as { name?: string; value?: string };
  return name ?? String(value);
};

/** The names a declaration (`const a = 1, b = 2`, `function f() {}`, `class C {}`) binds. */
function declaredNames(declaration: Record<string, unknown>): string[] {
  if (declaration.type === 'VariableDeclaration') {
    const declarators = declaration.declarations as { id: Located & Record<string, unknown> }[];
    return declarators.flatMap(({ id }) => [...nodesOf(id)].filter((node) => node.type === 'Identifier').map(nameOf));
  }
  return [nameOf(declaration.id)];
}

/**
 * An ES module of the project (`webpack.config.mjs`, or `.js` in a `"type": "module"` package, and what
 * it imports) as the body of an async function of `(__import, __exports, __meta)`: the worker has no
 * module loader, so imports become awaited calls, exports assignments and `import.meta` an object, as a
 * bundler would link them. Only what configurations and plugins use is covered: imports of every form,
 * `import()`, `export default`, exported declarations and lists, `import.meta` and top-level `await`.
 */
export function esModuleAsFunctionBody(source: string): string {
  const { ast } = parseWithWebpack(source, { sourceType: 'module', ranges: true, locations: true });
  const program = ast as unknown as { body: (Located & Record<string, unknown>)[] };
  const edits: { start: number; end: number; text: string }[] = [];
  const exported: string[] = [];
  program.body.forEach((statement, index) => {
    if (statement.type === 'ImportDeclaration') {
      const module = `__module${index}`;
      const bindings = (statement.specifiers as Record<string, unknown>[]).map((specifier) => {
        const local = nameOf(specifier.local);
        if (specifier.type === 'ImportDefaultSpecifier') return `const ${local} = ${module}.default;`;
        if (specifier.type === 'ImportNamespaceSpecifier') return `const ${local} = ${module};`;
        return `const ${local} = ${module}[${JSON.stringify(nameOf(specifier.imported))}];`;
      });
      const request = JSON.stringify(nameOf(statement.source));
      edits.push({ start: statement.start, end: statement.end, text: [`const ${module} = await __import(${request});`, ...bindings].join(' ') });
    } else if (statement.type === 'ExportDefaultDeclaration') {
      const declaration = statement.declaration as Located;
      edits.push({ start: statement.start, end: declaration.start, text: '__exports.default = ' });
    } else if (statement.type === 'ExportNamedDeclaration' && statement.declaration) {
      const declaration = statement.declaration as Located & Record<string, unknown>;
      edits.push({ start: statement.start, end: declaration.start, text: '' });
      exported.push(...declaredNames(declaration).map((name) => `__exports.${name} = ${name};`));
    } else if (statement.type === 'ExportNamedDeclaration') {
      for (const specifier of statement.specifiers as Record<string, unknown>[]) exported.push(`__exports[${JSON.stringify(nameOf(specifier.exported))}] = ${nameOf(specifier.local)};`);
      edits.push({ start: statement.start, end: statement.end, text: '' });
    }
  });
  for (const node of nodesOf(program.body)) {
    if (node.type === 'MetaProperty' && nameOf(node.meta) === 'import') edits.push({ start: node.start, end: node.end, text: '__meta' });
    if (node.type === 'ImportExpression') edits.push({ start: node.start, end: (node.source as Located).start, text: '__import(' });
  }
  let body = source;
  for (const edit of edits.sort((a, b) => b.start - a.start)) body = body.slice(0, edit.start) + edit.text + body.slice(edit.end);
  return `${body}\n${exported.join('\n')}`;
}
