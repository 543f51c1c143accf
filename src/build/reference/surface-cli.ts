import { configurationOptions, hookSurface, webpackVersion } from './webpack-surface';

/**
 * `npm run reference:surface > surface.json`: the checklist for writers of reference pages,
 * every option and hook the coverage test expects a heading for.
 */
process.stdout.write(
  `${JSON.stringify({ webpack: webpackVersion(), options: configurationOptions(), hooks: hookSurface() }, null, 1)}\n`,
);
