import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { basename, dirname, join, relative } from 'node:path';
import webpack from 'webpack';

const require = createRequire(import.meta.url);

export interface PluginOption {
  name: string;
  deprecated: boolean;
  description?: string;
}

export interface PluginInfo {
  /** The class name, e.g. `SplitChunksPlugin`. */
  name: string;
  /** Where it is exported, e.g. `optimize.SplitChunksPlugin`. */
  exportPath: string;
  /** The options schema in `webpack/schemas/plugins/`, when the plugin ships one. */
  schema?: { file: string; added?: string; options: PluginOption[] };
}

interface SchemaNode {
  $ref?: string;
  properties?: Record<string, SchemaNode>;
  definitions?: Record<string, SchemaNode>;
  anyOf?: SchemaNode[];
  oneOf?: SchemaNode[];
  description?: string;
  deprecated?: boolean;
  added?: string;
}

/** `BannerPlugin` → `banner-plugin`: the page of a built-in plugin is `/plugins/<this>/`. */
export function pluginSlug(name: string): string {
  return name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').replace(/([A-Z]+)([A-Z][a-z])/g, '$1-$2').toLowerCase();
}

/**
 * Every class named `*Plugin` on webpack's public exports, namespaces included (`optimize`, `ids`,
 * `container`, `experiments.schemes`, …), once each under its first name found.
 */
export function exportedPlugins(): PluginInfo[] {
  const schemas = pluginSchemas();
  const found = new Map<unknown, string>();
  // Reading a deprecated alias prints a deprecation warning; the walk only looks.
  const quiet = process.noDeprecation;
  process.noDeprecation = true;
  const walk = (object: Record<string, unknown>, prefix: string, depth: number) => {
    for (const key of Object.keys(object)) {
      const value = object[key];
      if (typeof value === 'function' && key.endsWith('Plugin')) {
        if (!found.has(value)) found.set(value, prefix + key);
      } else if (value && typeof value === 'object' && /^[a-z]/.test(key) && depth < 2) {
        walk(value as Record<string, unknown>, `${prefix}${key}.`, depth + 1);
      }
    }
  };
  walk(webpack as unknown as Record<string, unknown>, '', 0);
  process.noDeprecation = quiet;
  return [...found.values()]
    .map((exportPath) => {
      const name = exportPath.slice(exportPath.lastIndexOf('.') + 1);
      const schema = schemas.get(name);
      return { name, exportPath, ...(schema && { schema }) };
    })
    .sort((a, b) => a.exportPath.localeCompare(b.exportPath));
}

/**
 * The plugin a schema file describes: `BannerPlugin.json`, `define/DotenvPluginOptions.json`, and the
 * `output.clean` option's schema, which is also what `CleanPlugin` takes. Other files there describe
 * parser and generator options, not plugins.
 */
function pluginOfSchema(file: string): string | undefined {
  const name = basename(file, '.json');
  if (name === 'CleanOptions') return 'CleanPlugin';
  return /Plugin(?:Options)?$/.test(name) ? name.replace(/Options$/, '') : undefined;
}

/** The options schemas in `webpack/schemas/plugins/**`, by the class they belong to. */
export function pluginSchemas(): Map<string, NonNullable<PluginInfo['schema']>> {
  const root = dirname(require.resolve('webpack/schemas/WebpackOptions.json'));
  const folder = join(root, 'plugins');
  const schemas = new Map<string, NonNullable<PluginInfo['schema']>>();
  const webpackOptions = JSON.parse(readFileSync(join(root, 'WebpackOptions.json'), 'utf8')) as SchemaNode;
  for (const file of readdirSync(folder, { recursive: true }) as string[]) {
    const plugin = pluginOfSchema(file);
    if (!plugin) continue;
    const schema = JSON.parse(readFileSync(join(folder, file), 'utf8')) as SchemaNode;
    // Some files only point into the configuration schema (`../../WebpackOptions.json#/definitions/…`).
    const deref = (node: SchemaNode): SchemaNode => {
      if (!node.$ref) return node;
      const document = node.$ref.startsWith('#') ? schema : webpackOptions;
      return deref(document.definitions![node.$ref.split('/').pop()!]!);
    };
    const options = new Map<string, PluginOption>();
    const collect = (node: SchemaNode) => {
      const resolved = deref(node);
      for (const [name, property] of Object.entries(resolved.properties ?? {})) {
        const target = deref(property);
        options.set(name, {
          name,
          deprecated: Boolean(property.deprecated ?? target.deprecated),
          description: property.description ?? target.description,
        });
      }
      for (const alternative of [...(resolved.anyOf ?? []), ...(resolved.oneOf ?? [])]) collect(alternative);
    };
    collect(schema);
    schemas.set(plugin, {
      file: relative(root, join(folder, file)).split('\\').join('/'),
      ...(schema.added !== undefined && { added: schema.added }),
      options: [...options.values()],
    });
  }
  return schemas;
}
