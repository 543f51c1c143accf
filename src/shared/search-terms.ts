import type { Options } from 'minisearch';

/** One searchable unit: a page's introduction or one of its headings with the text under it. */
export interface SearchDocument {
  id: number;
  /** The page URL, with `#heading` for a section. */
  url: string;
  /** Section title, e.g. "Configuration". */
  section: string;
  page: string;
  /** Empty for the text before the first heading. */
  heading: string;
  text: string;
  /** Identifiers in the section's code, space-separated: `splitChunks output.publicPath`. */
  code: string;
  /** Whether the page is rendered from an npm package's README, not written here. */
  readme: boolean;
}

const IDENTIFIER = /[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)*/g;

/**
 * Words of a text, lowercased. Dotted identifiers are kept whole and also split, so
 * `output.publicPath` is found by `output.publicpath`, `output` and `publicpath`.
 */
export function tokenize(text: string): string[] {
  const tokens: string[] = [];
  for (const [word] of text.matchAll(/[\p{L}\p{N}_$]+(?:[.-][\p{L}\p{N}_$]+)*/gu)) {
    const lower = word.toLowerCase();
    tokens.push(lower);
    if (/[.-]/.test(lower)) tokens.push(...lower.split(/[.-]/).filter(Boolean));
  }
  return tokens;
}

/** Identifiers worth finding by name: dotted paths and camelCase or PascalCase names. */
export function codeIdentifiers(code: string): string[] {
  return [...new Set([...code.matchAll(IDENTIFIER)].map(([name]) => name).filter((name) => name.includes('.') || /[a-z][A-Z]|^[A-Z][a-z]+[A-Z]/.test(name)))];
}

/** The indexed fields; the shipped index numbers them in this order. */
export const INDEX_FIELDS = ['heading', 'code', 'page', 'text'] as const;

/** MiniSearch's index options for our documents: the build counts terms as MiniSearch does with them. */
export const INDEX_OPTIONS: Options<SearchDocument> = { fields: [...INDEX_FIELDS], tokenize };
