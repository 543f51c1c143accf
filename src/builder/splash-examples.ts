import { readFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { toHtml } from 'hast-util-to-html';
import { diagramFigure } from './markdown/diagrams';
import { highlightToHtml } from './markdown/highlight';
import type { SplashExample } from '../shared/splash';
import { paths } from './paths';

/** The splash page's three examples: a module, the configuration that bundles it, the page that loads it. */
const EXAMPLES = [
  { file: 'src/index.js', source: 'index.js' },
  { file: 'webpack.config.js', source: 'webpack.config.js' },
  { file: 'index.html', source: 'index.html' },
];

/** What webpack makes of the examples, drawn from their build (src/builder/diagrams/build-derived.ts). */
const DIAGRAM = {
  title: 'What webpack makes of them: both modules in main.js',
  alt: 'One box, main.js, loaded with the page, holding src/index.js and src/greeting.js, with an import edge from index.js to greeting.js.',
};

/**
 * Highlights the examples at build time, like the docs' code blocks, and draws the bundle they make, as
 * a module for webpack: the examples as its default export, the diagram's HTML as `diagram`.
 */
export async function splashExamplesModule(): Promise<string> {
  const examples: SplashExample[] = [];
  for (const { file, source } of EXAMPLES) {
    const code = (await readFile(join(paths.app, 'splash/examples', source), 'utf8')).trimEnd();
    examples.push({ file, html: await highlightToHtml(extname(source) === '.html' ? 'html' : 'js', code) });
  }
  const figure = await diagramFigure(await readFile(join(paths.app, 'splash/examples/bundle.dot'), 'utf8'), { ...DIAGRAM, id: 'splash-diagram' });
  if (typeof figure === 'string') throw new Error(`src/app/splash/examples/bundle.dot: ${figure}`);
  return `export default ${JSON.stringify(examples)};\nexport const diagram = ${JSON.stringify(toHtml(figure))};\n`;
}
