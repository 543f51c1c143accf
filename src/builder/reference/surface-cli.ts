import { exportedPlugins } from './plugin-surface';
import { configurationOptions, hookSurface, webpackVersion } from './webpack-surface';

/**
 * `npm run reference:surface > surface.json`: the checklist for writers of reference pages,
 * every option, hook and plugin (with its schema's options) the coverage tests expect a heading for.
 */
process.stdout.write(
  `${JSON.stringify({ webpack: webpackVersion(), options: configurationOptions(), hooks: hookSurface(), plugins: exportedPlugins() }, null, 1)}\n`,
);
