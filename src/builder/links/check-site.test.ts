import { link, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { useTempTree } from '../../../test/support/temp-tree';
import { playgroundLink } from '../markdown/playground-link';
import { checkSite, type SiteSource } from './check-site';

const siteOf = useTempTree('site-check-');

const source: SiteSource = {
  sourceOf: (url) =>
    url === '/guides/' ? { file: 'content/guides/index.md', text: '---\ntitle: Guides\n---\n\nSee [output](/concepts/output/#nope).\nAnd [gone](/gone/).\n' } : undefined,
  roots: ['/'],
  unlisted: ['/app-shell/'],
};

describe('checkSite', () => {
  it('passes a site whose links, anchors and ids are all sound', async () => {
    const root = await siteOf({
      'index.html': '<a href="/guides/">Guides</a><a href="https://example.com/x">out</a><a href="/feed.xml">feed</a>',
      // An id shown as text in a code block is not an id of the document.
      'guides/index.html':
        '<h2 id="a" title="1 > 0">A</h2><pre><code>&#x3C;div id="a"></code></pre><a href="#a">#</a><a href="/?print">home</a>',
      'feed.xml': '<rss/>',
      'app-shell/index.html': '',
    });
    expect(await checkSite(root, source)).toEqual([]);
  });

  it('names the content file and line of a broken link or anchor, and finds repeated ids and orphans', async () => {
    const root = await siteOf({
      'index.html': '<a href="/guides/">Guides</a>',
      'guides/index.html': '<p id="x"></p><p id="x"></p><a href="/concepts/output/#nope">o</a><a href="/gone/">g</a><a href="#missing">m</a>',
      'concepts/output/index.html': '<h2 id="entry">Entry</h2>',
      'lonely/index.html': '<p>Nobody links here.</p>',
    });
    expect(await checkSite(root, source)).toEqual([
      { where: 'dist/guides/index.html', message: 'id "x" is used 2 times' },
      { where: 'content/guides/index.md:5', message: 'link to /concepts/output/#nope: /concepts/output/ has no id "nope"' },
      { where: 'content/guides/index.md:6', message: 'link to /gone/: no such page or file' },
      { where: 'dist/guides/index.html', message: 'link to #missing: /guides/ has no id "missing"' },
      { where: 'dist/lonely/index.html', message: '/lonely/ cannot be reached by following links from the home page' },
    ]);
  });

  it('takes a playground link’s hash for the project it carries, and reports one that cannot be read', async () => {
    const good = playgroundLink({ 'src/index.js': 'console.log(1);\n' });
    const root = await siteOf({
      'index.html': `<a href="${good}">try</a><a href="/playground/#project=broken">broken</a>`,
      'playground/index.html': '<h1>Playground</h1>',
    });
    expect(await checkSite(root, source)).toEqual([{ where: 'dist/index.html', message: 'link to /playground/: the project in its hash cannot be read' }]);
  });

  it('reads a document again only when its file changed, with facts kept by the file (a hard link keeps them)', async () => {
    const root = await siteOf({
      'index.html': '<a href="/guides/">Guides</a>',
      'guides/index.html': '<h2 id="a">A</h2><a href="#a">a</a>',
    });
    const cache = join(root, '..', `${basename(root)}.facts.json`);
    try {
      expect(await checkSite(root, source, cache)).toEqual([]);
      // The second check trusts the facts it saved for a file it read: a fact planted there shows up.
      const saved = JSON.parse(await readFile(cache, 'utf8')) as { strings: string[] };
      saved.strings[saved.strings.indexOf('#a')] = '#planted';
      await writeFile(cache, JSON.stringify(saved));
      expect(await checkSite(root, source, cache)).toEqual([{ where: 'dist/guides/index.html', message: 'link to #planted: /guides/ has no id "planted"' }]);
      // A hard link is the same file: the facts hold (as for a document the prerender links from the last build).
      await rename(join(root, 'guides/index.html'), join(root, 'guides/old.html'));
      await link(join(root, 'guides/old.html'), join(root, 'guides/index.html'));
      expect(await checkSite(root, source, cache)).toHaveLength(1);
      // A rewritten file is read again, whatever the cache says.
      await writeFile(join(root, 'guides/index.html'), '<h2 id="b">B</h2><p>Longer now.</p><a href="#c">c</a>');
      expect(await checkSite(root, source, cache)).toEqual([{ where: 'dist/guides/index.html', message: 'link to #c: /guides/ has no id "c"' }]);
    } finally {
      await rm(cache, { force: true });
    }
  });
});
