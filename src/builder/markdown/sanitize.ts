import { defaultSchema, type Schema } from 'hast-util-sanitize';
import rehypeSanitize from 'rehype-sanitize';
import type { Pluggable } from 'unified';

const allowed = defaultSchema.attributes ?? {};

/**
 * What third-party README HTML may keep: GitHub's own allow-list (tables, `details`/`summary`, `kbd`,
 * `sup`, http(s) and mailto links, no `script`, `style`, `iframe`, `object`, `form`, event handlers,
 * `javascript:` or `data:` URLs, `srcdoc`), plus the few attributes our own markdown steps put on
 * README content before this runs: callouts from GitHub alerts and the code fence meta line.
 * Ids and names from the README are prefixed (`user-content-`) so they cannot clobber the page's own.
 */
export const readmeSchema: Schema = {
  ...defaultSchema,
  attributes: {
    ...allowed,
    div: [...(allowed.div ?? []), ['className', 'aside', /^aside--[a-z]+$/], ['role', 'note'], 'ariaLabel'],
    p: [...(allowed.p ?? []), ['className', 'aside__title']],
    code: [...(allowed.code ?? []), 'dataMeta'],
  },
};

/** The sanitising step for README pages, run right after raw HTML is parsed. */
export const rehypeSanitizeReadme: Pluggable = [rehypeSanitize, readmeSchema];
