import { siteConfig } from '../../../site.config';
import { BLOG_FEEDS, type BlogPost } from '../../shared/blog';

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const absolute = (url: string) => siteConfig.origin + url;
const FEED_TITLE = `${siteConfig.name} blog`;

/** RSS 2.0 feed of every post, newest first. */
export function rssFeed(posts: BlogPost[]): string {
  const items = posts.map((post) =>
    [
      '    <item>',
      `      <title>${escapeXml(post.title)}</title>`,
      `      <link>${escapeXml(absolute(post.url))}</link>`,
      `      <guid isPermaLink="true">${escapeXml(absolute(post.url))}</guid>`,
      `      <pubDate>${new Date(`${post.date}T00:00:00Z`).toUTCString()}</pubDate>`,
      `      <description>${escapeXml(post.teaser)}</description>`,
      '    </item>',
    ].join('\n'),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '  <channel>',
    `    <title>${escapeXml(FEED_TITLE)}</title>`,
    `    <link>${escapeXml(absolute('/blog/'))}</link>`,
    `    <atom:link href="${escapeXml(absolute(BLOG_FEEDS.rss))}" rel="self" type="application/rss+xml"/>`,
    `    <description>${escapeXml(`News from the ${siteConfig.name} team`)}</description>`,
    '    <language>en</language>',
    ...items,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}

/** Atom 1.0 feed of every post, newest first. */
export function atomFeed(posts: BlogPost[]): string {
  const stamp = (date: string) => `${date}T00:00:00Z`;
  const entries = posts.map((post) =>
    [
      '  <entry>',
      `    <title>${escapeXml(post.title)}</title>`,
      `    <link href="${escapeXml(absolute(post.url))}"/>`,
      `    <id>${escapeXml(absolute(post.url))}</id>`,
      `    <updated>${stamp(post.date)}</updated>`,
      `    <summary>${escapeXml(post.teaser)}</summary>`,
      '  </entry>',
    ].join('\n'),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<feed xmlns="http://www.w3.org/2005/Atom">',
    `  <title>${escapeXml(FEED_TITLE)}</title>`,
    `  <link href="${escapeXml(absolute('/blog/'))}"/>`,
    `  <link rel="self" href="${escapeXml(absolute(BLOG_FEEDS.atom))}"/>`,
    `  <id>${escapeXml(absolute('/blog/'))}</id>`,
    `  <updated>${stamp(posts[0]?.date ?? '1970-01-01')}</updated>`,
    `  <author><name>${escapeXml(`The ${siteConfig.name} team`)}</name></author>`,
    ...entries,
    '</feed>',
    '',
  ].join('\n');
}
