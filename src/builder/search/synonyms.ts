import { readFile } from 'node:fs/promises';
import { relative } from 'node:path';
import { isMap, isScalar, LineCounter, parseDocument } from 'yaml';
import { z } from 'zod';
import { contentWords } from '../../shared/search-query';
import { tokenize } from '../../shared/search-terms';
import { ContentError, ContentBuildError } from '../content/errors';
import { paths } from '../paths';

/** The synonym table's file, beside the pages: writers keep it with the words it is about. */
export const SYNONYMS_FILE = 'search-synonyms.yaml';

/** One line of the table: a phrase readers type, the phrases the pages use for it, and where it is written. */
export interface SynonymEntry {
  phrase: string;
  means: string[];
  line: number;
}

export interface SynonymTable {
  /** The file, as errors name it. */
  file: string;
  entries: SynonymEntry[];
}

/** No synonyms: for an index built without a content folder's table. */
export const NO_SYNONYMS: SynonymTable = { file: '', entries: [] };

const phrases = z.array(z.string().regex(/\S/, 'a phrase cannot be empty')).min(1, 'give at least one phrase');

/**
 * The table in `file`: a YAML map from a reader's phrase to the phrases the pages use for it. A missing
 * file is an empty table; a malformed one throws a ContentError naming the line.
 */
export async function readSynonyms(file: string): Promise<SynonymTable> {
  const shown = relative(paths.root, file);
  let source: string;
  try {
    source = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { file: shown, entries: [] };
    throw error;
  }
  const lineCounter = new LineCounter();
  const document = parseDocument(source, { lineCounter, prettyErrors: false });
  const lineAt = (offset = 0) => lineCounter.linePos(offset).line;
  const [yamlError] = document.errors;
  if (yamlError) throw new ContentError(shown, lineAt(yamlError.pos[0]), `invalid YAML: ${yamlError.message.split('\n')[0]}`);
  if (document.contents === null) return { file: shown, entries: [] };
  if (!isMap(document.contents)) throw new ContentError(shown, 1, 'the synonym table must map each phrase to a list of phrases');
  return {
    file: shown,
    entries: document.contents.items.map(({ key, value }) => {
      const line = lineAt(isScalar(key) ? key.range?.[0] : undefined);
      const parsed = phrases.safeParse((value as { toJSON?: () => unknown } | null)?.toJSON?.() ?? value);
      if (!isScalar(key) || typeof key.value !== 'string') throw new ContentError(shown, line, 'a phrase must be text');
      if (!parsed.success) throw new ContentError(shown, line, `“${key.value}”: ${parsed.error.issues[0]!.message}`);
      return { phrase: key.value, means: parsed.data, line };
    }),
  };
}

/**
 * The table as the index ships it, phrase (its terms joined by spaces) → phrases. Every term a phrase
 * leads to must be indexed, or the synonym could never match: each such line is an error.
 */
export function shippedSynonyms({ file, entries }: SynonymTable, isIndexed: (term: string) => boolean): Record<string, string[]> {
  const errors: ContentError[] = [];
  const table: Record<string, string[]> = {};
  for (const { phrase, means, line } of entries) {
    // As queries meet it: their terms without stop words.
    const key = contentWords(phrase).join(' ');
    if (table[key]) errors.push(new ContentError(file, line, `“${phrase}” is in the table twice`));
    const missing = means.flatMap(tokenize).filter((term) => !isIndexed(term));
    if (missing.length > 0) errors.push(new ContentError(file, line, `“${phrase}” leads to ${missing.map((term) => `“${term}”`).join(', ')}, which no page contains`));
    table[key] = means;
  }
  if (errors.length > 0) throw new ContentBuildError(errors);
  return table;
}
