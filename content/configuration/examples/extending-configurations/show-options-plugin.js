import path from 'node:path';

const shown = (value) => (value === undefined ? '(not set)' : String(value));

/**
 * Prints a few of the options webpack received, once webpack-cli has merged the files that `extends`
 * names. webpack has normalized them (every entry has an `import` array) but not yet added most of its defaults.
 */
export default class ShowOptionsPlugin {
  apply(compiler) {
    const { options } = compiler;
    const entries = Object.entries(options.entry).map(([name, entry]) => `${name} = ${shown(entry.import?.join(' + '))}`);
    const outputPath = options.output.path && path.relative(process.cwd(), options.output.path);
    const plugins = options.plugins
      // webpack-cli adds a plugin of its own to every build.
      .filter((plugin) => plugin.constructor.name !== 'CLIPlugin')
      .map((plugin) => plugin.constructor.name);
    console.log(`mode: ${shown(options.mode)}`);
    console.log(`devtool: ${shown(options.devtool)}`);
    console.log(`entry: ${entries.join(', ')}`);
    console.log(`output: path = ${shown(outputPath)}, filename = ${shown(options.output.filename)}`);
    console.log(`module.rules: ${options.module.rules.map((rule) => String(rule.test)).join(', ')}`);
    console.log(`plugins: ${plugins.join(', ')}`);
  }
}
