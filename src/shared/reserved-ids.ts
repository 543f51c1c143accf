/**
 * Ids the page frame itself uses (the app's root, landmarks, the sections after the article).
 * A heading in the content, above all in a third-party README, must not take one of them: the
 * heading slugger starts with these taken, so a README's "Root" heading becomes `root-1`.
 */
export const RESERVED_IDS = [
  'root',
  'hydration-data',
  'main',
  'sidebar',
  'outline',
  'outline-title',
  'search-results',
  'update-notice-text',
  'support-title',
  'splash-examples-title',
  'doc-further-reading',
  'doc-contributors',
  'blog-posts',
] as const;
