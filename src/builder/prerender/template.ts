import { siteConfig } from '../../../site.config';
import type { Head } from '../../app/content/views';
import { COPY_BUTTONS_SCRIPT } from '../../app/copy-buttons';
import { PACKAGE_MANAGER_BOOT_SCRIPT, PACKAGE_MANAGER_TABS_SCRIPT } from '../../app/package-manager-tabs';
import { START_SCRIPT } from '../../app/start-after-paint';
import { THEME_BOOT_SCRIPT } from '../../app/theme/theme';
import { BLOG_FEEDS } from '../../shared/blog';
import { HYDRATION_DATA_ID, type HydrationData } from '../../shared/content';
import { THEME_COLOR } from '../../shared/offline';
import { markdownUrl } from '../../shared/urls';
import { WEB_MANIFEST_URL } from '../web-manifest';

export interface DocumentParts {
  url: string;
  head: Head;
  /** The rendered app. */
  body: string;
  styles: string[];
  /** Scripts in execution order: the page's own chunks first, then the entry. */
  scripts: string[];
  canonical: boolean;
  /** A documentation page's data for the hydration. */
  hydration?: HydrationData;
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** JSON inside a `<script>` element: `<` escaped, so no string in it can close the element. */
export const inlineJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** The HTML document around a prerendered screen. */
export function renderDocument({ url, head, body, styles, scripts, canonical, hydration }: DocumentParts): string {
  const lines = [
    '<!doctype html>',
    '<html lang="en">',
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(head.title)}</title>`,
    `<meta name="description" content="${escapeHtml(head.description)}">`,
    head.noindex ? '<meta name="robots" content="noindex, nofollow">' : '',
    canonical ? `<link rel="canonical" href="${escapeHtml(siteConfig.origin + url)}">` : '',
    // What link previews show (Open Graph, read by most sites, and Twitter's card).
    `<meta property="og:type" content="${url === '/' ? 'website' : 'article'}">`,
    `<meta property="og:site_name" content="${escapeHtml(siteConfig.name)}">`,
    `<meta property="og:title" content="${escapeHtml(head.title)}">`,
    `<meta property="og:description" content="${escapeHtml(head.description)}">`,
    canonical ? `<meta property="og:url" content="${escapeHtml(siteConfig.origin + url)}">` : '',
    `<meta property="og:image" content="${escapeHtml(`${siteConfig.origin}/icons/icon-512.png`)}">`,
    '<meta name="twitter:card" content="summary">',
    ...(url.startsWith('/blog/')
      ? [
          `<link rel="alternate" type="application/rss+xml" title="${escapeHtml(siteConfig.name)} blog (RSS)" href="${BLOG_FEEDS.rss}">`,
          `<link rel="alternate" type="application/atom+xml" title="${escapeHtml(siteConfig.name)} blog (Atom)" href="${BLOG_FEEDS.atom}">`,
        ]
      : []),
    // A documentation page's Markdown twin, for tools that read the page (page-markdown.ts).
    hydration ? `<link rel="alternate" type="text/markdown" href="${escapeHtml(markdownUrl(url))}">` : '',
    `<meta name="theme-color" content="${THEME_COLOR}">`,
    `<script>${THEME_BOOT_SCRIPT}</script>`,
    `<script>${PACKAGE_MANAGER_BOOT_SCRIPT}</script>`,
    '<link rel="icon" href="/favicon.svg" type="image/svg+xml">',
    `<link rel="manifest" href="${WEB_MANIFEST_URL}">`,
    '<link rel="apple-touch-icon" href="/icons/icon-180.png">',
    ...styles.map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">`),
    '</head>',
    '<body>',
    // The URL the HTML was rendered for: offline, the app shell is served for other URLs too.
    `<div id="root" data-url="${escapeHtml(url)}">${body}</div>`,
    hydration ? `<script type="application/json" id="${HYDRATION_DATA_ID}">${inlineJson(hydration)}</script>` : '',
    `<script>${COPY_BUTTONS_SCRIPT}</script>`,
    `<script>${PACKAGE_MANAGER_TABS_SCRIPT}</script>`,
    // The app's scripts are fetched and run by START_SCRIPT once this HTML has been painted.
    `<script data-scripts="${escapeHtml(scripts.join(' '))}">${START_SCRIPT}</script>`,
    '</body>',
    '</html>',
  ];
  return `${lines.filter(Boolean).join('\n')}\n`;
}
