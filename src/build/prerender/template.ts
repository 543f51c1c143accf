import { siteConfig } from '../../../site.config';
import type { Head } from '../../app/content/views';
import { THEME_BOOT_SCRIPT } from '../../app/theme/theme';

export interface DocumentParts {
  url: string;
  head: Head;
  /** The rendered app. */
  body: string;
  styles: string[];
  /** Scripts in execution order: the page's own chunks first, then the entry. */
  scripts: string[];
  canonical: boolean;
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The HTML document around a prerendered screen. */
export function renderDocument({ url, head, body, styles, scripts, canonical }: DocumentParts): string {
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
    '<meta name="theme-color" content="#2B3A42">',
    `<script>${THEME_BOOT_SCRIPT}</script>`,
    '<link rel="icon" href="/favicon.svg" type="image/svg+xml">',
    ...styles.map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">`),
    ...scripts.map((src) => `<script defer src="${escapeHtml(src)}"></script>`),
    '</head>',
    '<body>',
    `<div id="root">${body}</div>`,
    '</body>',
    '</html>',
  ];
  return `${lines.filter(Boolean).join('\n')}\n`;
}
