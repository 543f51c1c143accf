import { ColorSwatch } from './ColorSwatch';

/**
 * The components an `.mdx` page may use by name, without importing them. They must be static (no
 * state, effects or event handlers): on a page's first load its prerendered HTML is kept and never
 * hydrated, so nothing of a component but its HTML would reach the reader.
 */
export const mdxComponents = { ColorSwatch };

export type MdxComponents = typeof mdxComponents;
