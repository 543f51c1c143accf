import { createRequire } from 'node:module';
import webpack from 'webpack';

/**
 * What webpack itself says it has: the options of its configuration schema and the hooks of
 * its real compiler objects. The reference pages are checked against this, so the docs cannot
 * silently fall behind the installed webpack.
 */

export interface OptionInfo {
  /** Full path, e.g. `output.filename`. */
  path: string;
  deprecated: boolean;
  description?: string;
}

export interface HookInfo {
  name: string;
  /** The tapable class, e.g. `AsyncSeriesHook`. */
  type: string;
  /** Names of the callback's parameters. */
  args: string[];
}

const require = createRequire(import.meta.url);

interface SchemaNode {
  $ref?: string;
  properties?: Record<string, SchemaNode>;
  anyOf?: SchemaNode[];
  oneOf?: SchemaNode[];
  description?: string;
  deprecated?: boolean;
}

export function webpackVersion(): string {
  return (require('webpack/package.json') as { version: string }).version;
}

/** Every top-level option and every property of an object-valued top-level option. */
export function configurationOptions(): OptionInfo[] {
  const schema = require('webpack/schemas/WebpackOptions.json') as SchemaNode & { definitions: Record<string, SchemaNode> };
  const deref = (node: SchemaNode): SchemaNode =>
    node.$ref ? deref(schema.definitions[node.$ref.replace('#/definitions/', '')]!) : node;
  // An option may be `false | { … }` or a union of object shapes (cache: memory | filesystem):
  // its properties are those of every object alternative.
  const propertiesOf = (node: SchemaNode, seen = new Set<SchemaNode>()): Record<string, SchemaNode> => {
    const resolved = deref(node);
    if (seen.has(resolved)) return {};
    seen.add(resolved);
    const found: Record<string, SchemaNode> = { ...resolved.properties };
    for (const alternative of [...(resolved.anyOf ?? []), ...(resolved.oneOf ?? [])]) {
      Object.assign(found, propertiesOf(alternative, seen));
    }
    return found;
  };
  const options: OptionInfo[] = [];
  for (const [name, node] of Object.entries(schema.properties ?? {})) {
    const top = deref(node);
    options.push({ path: name, deprecated: Boolean(node.deprecated ?? top.deprecated), description: node.description ?? top.description });
    for (const [child, childNode] of Object.entries(propertiesOf(node))) {
      const resolved = deref(childNode);
      options.push({
        path: `${name}.${child}`,
        deprecated: Boolean(childNode.deprecated ?? resolved.deprecated),
        description: childNode.description ?? resolved.description,
      });
    }
  }
  return options;
}

function hooksOf(hooks: Record<string, unknown>): HookInfo[] {
  return Object.entries(hooks)
    .filter(([, hook]) => hook && typeof hook === 'object' && 'tap' in (hook as object))
    .map(([name, hook]) => ({
      name,
      type: (hook as { constructor: { name: string } }).constructor.name,
      args: ((hook as { _args?: string[] })._args ?? []).slice(),
    }));
}

export interface HookSurface {
  compiler: HookInfo[];
  compilation: HookInfo[];
  normalModuleFactory: HookInfo[];
  contextModuleFactory: HookInfo[];
  javascriptParser: HookInfo[];
}

/** The hooks of real objects, created the way webpack creates them for a build. */
export function hookSurface(): HookSurface {
  const compiler = webpack({ mode: 'none', context: process.cwd(), entry: {} });
  const params = compiler.newCompilationParams();
  const compilation = compiler.newCompilation(params);
  const parser = new webpack.javascript.JavascriptParser();
  return {
    compiler: hooksOf(compiler.hooks as unknown as Record<string, unknown>),
    compilation: hooksOf(compilation.hooks as unknown as Record<string, unknown>),
    normalModuleFactory: hooksOf(params.normalModuleFactory.hooks as unknown as Record<string, unknown>),
    contextModuleFactory: hooksOf(params.contextModuleFactory.hooks as unknown as Record<string, unknown>),
    javascriptParser: hooksOf(parser.hooks as unknown as Record<string, unknown>),
  };
}
