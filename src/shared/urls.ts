/** URL rules shared by the build, the app and the server. Every page URL ends in `/`. */

/** The URL of a content file: `concepts/index.md` → `/concepts/`, `concepts/output.md` → `/concepts/output/`. */
export function contentPathToUrl(path: string): string {
  const withoutExtension = path.replace(/\.mdx?$/, '');
  const segments = withoutExtension.split('/');
  if (segments[segments.length - 1] === 'index') segments.pop();
  return segments.length === 0 ? '/' : `/${segments.join('/')}/`;
}

/** The section a URL belongs to: its first path segment (`/concepts/output/` → `concepts`). */
export function sectionOf(url: string): string {
  return url.split('/')[1] ?? '';
}

export function withTrailingSlash(pathname: string): string {
  return pathname.endsWith('/') ? pathname : `${pathname}/`;
}

/** A page's Markdown twin: `/concepts/output/` → `/concepts/output.md`, `/concepts/` → `/concepts.md`. */
export function markdownUrl(pageUrl: string): string {
  return `${pageUrl.replace(/\/$/, '')}.md`;
}

/** The printable whole-section page of a section. */
export function printableUrl(section: string): string {
  return `/${section}/printable/`;
}

export function isPrintableUrl(pathname: string): boolean {
  return /^\/[^/]+\/printable\/$/.test(pathname);
}

export function pageTitle(title: string | undefined, productName: string): string {
  return title ? `${title} | ${productName}` : productName;
}
