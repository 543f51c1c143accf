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
    expect(listed.sort()).toEqual(['/', '/vote/', ...pages.map((page) => page.url)].sort());
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
});
