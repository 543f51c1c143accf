import path from 'path';
import webpack from 'webpack';
import { PROJECT_ROOT } from './project-root';

/** What `require` gives inside the playground's webpack.config.js: webpack itself and `path`, nothing else. */
const REQUIRABLE: Record<string, unknown> = { webpack, path, 'node:path': path };

function requireFromConfig(request: string): unknown {
  if (Object.hasOwn(REQUIRABLE, request)) return REQUIRABLE[request];
  throw new Error(`Cannot find module '${request}': in the playground, webpack.config.js can require 'webpack' and 'path' only.`);
}

/**
 * Runs `source` as the CommonJS module `/project/webpack.config.js` and returns its `module.exports`.
 * The worker has no module loader, so the source becomes the body of a function taking the
 * module's variables, as Node's CommonJS wrapper does.
 */
export function evaluateConfigModule(source: string): unknown {
  const module = { exports: {} as unknown };
  const run = new Function('module', 'exports', 'require', '__filename', '__dirname', source);
  run(module, module.exports, requireFromConfig, path.join(PROJECT_ROOT, 'webpack.config.js'), PROJECT_ROOT);
  return module.exports;
}
