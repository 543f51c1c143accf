import type { PhrasingContent, Table } from 'mdast';
import webpack from 'webpack';
import { slug } from 'github-slugger';
import { code, table, text } from './mdast-table';

/**
 * Where each top-level option is documented. A flag links to its option's heading on that
 * page; the build's link check fails if the page or heading is missing.
 */
const OPTION_PAGES: Record<string, string> = {
  context: 'entry-context',
  entry: 'entry-context',
  mode: 'mode',
  output: 'output',
  module: 'module',
  resolve: 'resolve',
  resolveLoader: 'resolve',
  optimization: 'optimization',
  plugins: 'plugins',
  devServer: 'dev-server',
  devtool: 'devtool',
  target: 'target',
  watch: 'watch',
  watchOptions: 'watch',
  externals: 'externals',
  externalsType: 'externals',
  externalsPresets: 'externals',
  performance: 'performance',
  node: 'node',
  stats: 'stats',
  cache: 'cache',
  experiments: 'experiments',
  snapshot: 'snapshot',
  infrastructureLogging: 'infrastructure-logging',
};

export interface CliFlag {
  /** The flag, absent when only its `--no-…` form exists (an option that can only be `false`). */
  flag?: string;
  /** `--no-…` form, for flags that can be switched off. */
  negated?: string;
  values: string;
  repeatable: boolean;
  /** Configuration path the flag sets, e.g. `output.filename`. */
  path: string;
}

/** Every flag webpack-cli derives from the installed webpack's configuration schema. */
export function schemaFlags(): CliFlag[] {
  return Object.entries(webpack.cli.getArguments()).map(([name, argument]) => {
    const configs = argument.configs;
    const types = new Set<string>();
    for (const config of configs) {
      if (config.type === 'enum') for (const value of config.values ?? []) types.add(JSON.stringify(value));
      else types.add(config.type);
    }
    const negatable = configs.some((config) => config.type === 'boolean' || (config.type === 'enum' && config.values?.includes(false)));
    const onlyFalse = configs.every((config) => config.type === 'enum' && config.values?.every((value) => value === false));
    return {
      ...(!onlyFalse && { flag: `--${name}` }),
      ...(negatable && { negated: `--no-${name}` }),
      values: [...types].filter((type) => type !== 'false' && type !== 'reset').join(' | ') || (configs.some((config) => config.type === 'reset') ? 'clears the list' : ''),
      repeatable: argument.multiple,
      path: configs[0]?.path ?? '',
    };
  });
}

/**
 * The documented option heading a configuration path belongs to (second level at most).
 * Items of an array option (`devtool[].type`) belong to the option itself.
 */
export function optionUrl(path: string): string | undefined {
  const [top = '', second] = path.split('.');
  const page = OPTION_PAGES[top.replace(/\[\]$/, '')] ?? 'other-options';
  const option = second && !top.endsWith('[]') ? `${top}.${second.replace(/\[\]$/, '')}` : top.replace(/\[\]$/, '');
  return `/configuration/${page}/#${slug(option)}`;
}

/** The table of every schema-derived flag of the installed webpack, each linked to the option it sets. */
export function cliFlagTable(flags: CliFlag[] = schemaFlags()): Table {
  const rows = flags.map((flag) => {
    const forms = [flag.flag, flag.negated].filter((form): form is string => form !== undefined);
    const flagCell = forms.flatMap((form, at) => (at === 0 ? [code(form)] : [text(' / '), code(form)]));
    const value = [flag.values ? code(flag.values) : text('none')];
    if (flag.repeatable) value.push(text(' (repeatable)'));
    const url = optionUrl(flag.path);
    const option: PhrasingContent = url ? { type: 'link', url, children: [code(flag.path)] } : code(flag.path);
    return [flagCell, value, [option]];
  });
  return table(['Flag', 'Value', 'Sets option'], rows);
}
