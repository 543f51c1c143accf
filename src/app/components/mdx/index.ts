import { ColorSwatch } from './ColorSwatch';

/** The components an `.mdx` page may use by name, without importing them. */
export const mdxComponents = { ColorSwatch };

export type MdxComponents = typeof mdxComponents;
