/**
 * Links that leave the site carry an icon (CSS, `.external-link`) and this text, hidden from sight,
 * so that screen reader users hear where a link goes too. Marked at build time in articles
 * (rehypeExternalLinks) and by the footer.
 */
export const EXTERNAL_LINK_CLASS = 'external-link';
export const EXTERNAL_LINK_LABEL_CLASS = 'external-link__label';
export const EXTERNAL_LINK_LABEL = ' (opens external site)';

/** Whether `href` is an http(s) address off the site's own `origin`. */
export function isExternalHref(href: string, origin: string): boolean {
  if (!/^https?:\/\//i.test(href)) return false;
  try {
    return new URL(href).origin !== origin;
  } catch {
    return false;
  }
}
