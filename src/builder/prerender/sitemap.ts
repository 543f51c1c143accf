import { siteConfig } from '../../../site.config';

/** `sitemap.xml`: every indexable page, by its canonical URL. */
export function sitemapXml(urls: string[]): string {
  const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls.map((url) => `  <url><loc>${escapeXml(siteConfig.origin + url)}</loc></url>`),
    '</urlset>',
    '',
  ].join('\n');
}

/** `robots.txt`: everything may be crawled except the printable copies, and the sitemap is named. */
export function robotsTxt(): string {
  return ['User-agent: *', 'Disallow: /*/printable/', '', `Sitemap: ${siteConfig.origin}/sitemap.xml`, ''].join('\n');
}
