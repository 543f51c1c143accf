import { describe, expect, it } from 'vitest';
import type { PackagePage } from '../content/package-pages';
import { packagePageFor } from './readme-cleanup';
import { renderMarkdown } from './render';

const pages = new Map<string, PackagePage>([
  ['style-loader', { url: '/loaders/style-loader/', repo: 'https://github.com/webpack-contrib/style-loader' }],
  ['mini-css-extract-plugin', { url: '/plugins/mini-css-extract-plugin/', repo: 'https://github.com/webpack/mini-css-extract-plugin' }],
  ['workbox-webpack-plugin', { url: '/plugins/workbox-webpack-plugin/' }],
]);

describe('links from a README to another documented package', () => {
  it.each([
    ['https://www.npmjs.com/package/style-loader', '/loaders/style-loader/'],
    ['https://npmjs.com/package/style-loader/', '/loaders/style-loader/'],
    ['https://github.com/webpack/style-loader', '/loaders/style-loader/'],
    ['https://github.com/webpack/Style-Loader#readme', '/loaders/style-loader/'],
    ['https://github.com/webpack-contrib/mini-css-extract-plugin', '/plugins/mini-css-extract-plugin/'],
    ['https://github.com/webpack/mini-css-extract-plugin/tree/main', '/plugins/mini-css-extract-plugin/'],
    ['https://github.com/webpack/mini-css-extract-plugin/blob/main/README.md#options', '/plugins/mini-css-extract-plugin/'],
    ['https://webpack.js.org/plugins/mini-css-extract-plugin/', '/plugins/mini-css-extract-plugin/'],
  ])('%s → %s', (href, page) => {
    expect(packagePageFor(href, pages)).toBe(page);
  });

  it.each([
    'https://github.com/webpack/style-loader/issues',
    'https://github.com/webpack/style-loader/blob/main/src/index.js',
    'https://github.com/webpack/css-loader',
    'https://www.npmjs.com/package/css-loader',
    'https://www.npmjs.com/search?q=style-loader',
    'https://github.com/GoogleChrome/workbox',
    'https://webpack.js.org/loaders/',
    'not a url',
  ])('leaves %s alone', (href) => {
    expect(packagePageFor(href, pages)).toBeUndefined();
  });

  it('rewrites them while rendering a README, and leaves other pages alone', async () => {
    const body = 'Use [style-loader](https://github.com/webpack/style-loader#readme) or [npm](https://www.npmjs.com/package/mini-css-extract-plugin).\n';
    const readme = await renderMarkdown({ file: 'README.md', contentPath: 'loaders/css-loader.md', body, readme: { packagePages: pages } });
    expect(readme.code).toContain('<a href="/loaders/style-loader/">style-loader</a>');
    expect(readme.code).toContain('<a href="/plugins/mini-css-extract-plugin/">npm</a>');
    expect(readme.links.map((link) => link.pathname)).toEqual(['/loaders/style-loader/', '/plugins/mini-css-extract-plugin/']);
    const own = await renderMarkdown({ file: 'content/x.md', contentPath: 'loaders/x.md', body });
    expect(own.code).toContain('href="https://github.com/webpack/style-loader#readme"');
  });

  it('keeps a link to a heading of the README itself on the page, matched to its id', async () => {
    const body = '## Modules\n\nSee [modules](https://github.com/webpack/style-loader#MODULES) and [home](https://github.com/webpack/style-loader).\n';
    const { code } = await renderMarkdown({
      file: 'README.md',
      contentPath: 'loaders/style-loader.md',
      body,
      readme: { packagePages: pages, page: '/loaders/style-loader/' },
    });
    expect(code).toContain('<a href="#modules">modules</a>');
    expect(code).toContain('<a href="/loaders/style-loader/">home</a>');
  });

  it('keeps the ids the page frame uses free: a README heading "Root" gets another id', async () => {
    const { code, ids } = await renderMarkdown({ file: 'README.md', contentPath: 'plugins/x.md', body: '## Root\n\n## Sidebar\n\n## Outline\n', readme: {} });
    expect(ids).toEqual(['root-1', 'sidebar-1', 'outline-1']);
    expect(code).not.toMatch(/id="(?:root|sidebar|outline)"/);
  });
});

describe('a README heading that repeats the page title', () => {
  const readme = (body: string) => renderMarkdown({ file: 'README.md', contentPath: 'plugins/x.md', body, readme: { title: 'mini-css-extract-plugin' } });

  it('is dropped after the banner and badges, from the body and its anchors', async () => {
    const body = [
      '<div align="center">\n  <img src="https://example.com/logo.svg">\n  <h1>mini-css-extract-plugin</h1>\n</div>',
      '[![npm][npm]][npm-url]\n\n[npm]: https://img.shields.io/npm/v/x.svg\n[npm-url]: https://npmjs.com/package/x',
      '# Mini-CSS-Extract-Plugin',
      'This plugin extracts CSS into separate files.',
      '## Getting Started',
    ].join('\n\n');
    const { code, ids } = await readme(`${body}\n`);
    expect(code).not.toMatch(/<h[1-6][^>]*>[^<]*mini-css-extract-plugin/i);
    expect(code).toContain('<p>This plugin extracts CSS into separate files.</p>');
    expect(ids).toEqual(['getting-started']);
  });

  it('is kept when it says something else, or when text comes before it', async () => {
    expect((await readme('## Install\n\nText.\n')).ids).toEqual(['install']);
    expect((await readme('Intro.\n\n## mini-css-extract-plugin\n')).ids).toEqual(['mini-css-extract-plugin']);
  });
});
