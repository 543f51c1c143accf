import { describe, expect, inject, it } from 'vitest';
import { siteConfig } from '../../site.config';
import { PRINTABLE_SECTIONS } from '../../src/shared/sections';
import { printableUrl } from '../../src/shared/urls';

const base = inject('baseUrl');
const pages = inject('pages');

const attribute = (html: string, pattern: RegExp) => pattern.exec(html)?.[1];

describe('search engines and link previews', () => {
  it('lists every indexable page in sitemap.xml, and robots.txt names it', async () => {
    const sitemap = await (await fetch(`${base}/sitemap.xml`)).text();
    const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!.slice(siteConfig.origin.length));
    expect(listed.sort()).toEqual(['/', '/vote/', '/playground/', ...pages.map((page) => page.url)].sort());
    for (const url of [...PRINTABLE_SECTIONS.map(printableUrl), '/app-shell/']) expect(listed).not.toContain(url);
    const robots = await (await fetch(`${base}/robots.txt`)).text();
    expect(robots).toContain(`Sitemap: ${siteConfig.origin}/sitemap.xml`);
    expect(robots).toContain('Disallow: /*/printable/');
  });

  it('gives every page a canonical URL, a description, Open Graph and Twitter tags, and a language', async () => {
    for (const url of ['/', '/vote/', ...pages.map((page) => page.url)]) {
      const html = await (await fetch(base + url)).text();
      expect(html, url).toContain('<html lang="en">');
      expect(attribute(html, /<link rel="canonical" href="([^"]+)">/), url).toBe(siteConfig.origin + url);
      const description = attribute(html, /<meta name="description" content="([^"]*)">/);
      expect(description?.length, url).toBeGreaterThan(20);
      expect(attribute(html, /<meta property="og:description" content="([^"]*)">/), url).toBe(description);
      expect(attribute(html, /<meta property="og:title" content="([^"]*)">/), url).toBe(attribute(html, /<title>([^<]*)<\/title>/));
      expect(attribute(html, /<meta property="og:url" content="([^"]*)">/), url).toBe(siteConfig.origin + url);
      expect(html, url).toContain('<meta name="twitter:card" content="summary">');
    }
  });

  it('lists the blog posts newest first, with date and teaser, and offers RSS and Atom feeds of them', async () => {
    const posts = pages.filter((page) => /^\/blog\/\d{4}-\d{2}-\d{2}-/.test(page.url)).sort((a, b) => b.url.localeCompare(a.url));
    // The two oldest posts and their dates are fixed; newer posts (release notes and the like) come before them.
    expect(posts.map((post) => post.url).slice(-2)).toEqual(['/blog/2020-12-08-roadmap-2021/', '/blog/2020-10-10-webpack-5-release/']);
    const blog = await (await fetch(`${base}/blog/`)).text();
    const listed = [...blog.matchAll(/<h3><a href="([^"]+)">[^<]+<\/a><\/h3><p class="blog-posts__date"><time dateTime="([\d-]+)">/g)];
    expect(listed.map((match) => [match[1], match[2]])).toEqual(posts.map((post) => [post.url, post.url.slice('/blog/'.length, '/blog/'.length + 10)]));
    expect(blog).toContain('December 8, 2020');
    for (const url of ['/blog/', ...posts.map((post) => post.url)]) {
      const html = await (await fetch(base + url)).text();
      expect(html, url).toContain('<link rel="alternate" type="application/rss+xml" title="webpack blog (RSS)" href="/blog/rss.xml">');
      expect(html, url).toContain('<link rel="alternate" type="application/atom+xml" title="webpack blog (Atom)" href="/blog/atom.xml">');
    }
    const rss = await fetch(`${base}/blog/rss.xml`);
    expect(rss.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    const rssText = await rss.text();
    expect([...rssText.matchAll(/<item>\s*<title>([^<]+)<\/title>\s*<link>([^<]+)<\/link>/g)].map((match) => match[2])).toEqual(
      posts.map((post) => siteConfig.origin + post.url),
    );
    expect(rssText).toContain('<pubDate>Tue, 08 Dec 2020 00:00:00 GMT</pubDate>');
    const atom = await (await fetch(`${base}/blog/atom.xml`)).text();
    expect([...atom.matchAll(/<entry>\s*<title>[^<]+<\/title>\s*<link href="([^"]+)"\/>/g)].map((match) => match[1])).toEqual(
      posts.map((post) => siteConfig.origin + post.url),
    );
    expect(atom).toContain('<updated>2020-12-08T00:00:00Z</updated>');
  });
});
