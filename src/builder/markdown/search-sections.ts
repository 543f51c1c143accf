import type { Element, Root, RootContent } from 'hast';
import { toString } from 'hast-util-to-string';
import type { VFile } from 'vfile';
import { codeIdentifiers } from '../../shared/search-terms';

/** A page's introduction (`id` '') or a heading with the text up to the next heading. */
export interface SearchSection {
  id: string;
  heading: string;
  text: string;
  code: string;
}

declare module 'vfile' {
  interface DataMap {
    searchSections: SearchSection[];
  }
}

/** Enough text to find a section by; the rest only makes the index heavier. */
const MAX_TEXT = 1000;
/**
 * As many identifiers as a section of prose uses. A table naming every option (the CLI flags) would
 * otherwise match any option's name and crowd out the option's own section.
 */
const MAX_CODE = 1000;
const HEADING = /^h[2-6]$/;

const isElement = (node: RootContent): node is Element => node.type === 'element';
const classes = (node: Element) => (Array.isArray(node.properties.className) ? node.properties.className : []);

/** The first words that fit in `max` characters, space-separated; none is cut. */
function joinWithin(words: string[], max: number): string {
  let joined = '';
  for (const word of words) {
    const next = joined ? `${joined} ${word}` : word;
    if (next.length > max) break;
    joined = next;
  }
  return joined;
}

/**
 * Splits a rendered page into search sections, in document order. Runs after the heading ids
 * exist; the heading self-links and their hidden labels are not searchable text.
 */
export function rehypeSearchSections() {
  return (tree: Root, file: VFile) => {
    const sections: SearchSection[] = [];
    let current: SearchSection & { parts: string[]; identifiers: Set<string> } = {
      id: '',
      heading: '',
      text: '',
      code: '',
      parts: [],
      identifiers: new Set(),
    };
    const close = () => {
      const text = current.parts.join(' ').replace(/\s+/g, ' ').trim().slice(0, MAX_TEXT);
      if (text || current.heading) sections.push({ id: current.id, heading: current.heading, text, code: joinWithin([...current.identifiers], MAX_CODE) });
    };
    const walk = (node: RootContent) => {
      if (node.type === 'text') {
        current.parts.push(node.value);
        return;
      }
      if (!isElement(node)) return;
      if (HEADING.test(node.tagName) && typeof node.properties.id === 'string') {
        close();
        current = { id: node.properties.id, heading: toString(node).trim(), text: '', code: '', parts: [], identifiers: new Set() };
        return;
      }
      if (classes(node).includes('heading__link')) return;
      if (node.tagName === 'code') for (const name of codeIdentifiers(toString(node))) current.identifiers.add(name);
      node.children.forEach(walk);
    };
    tree.children.forEach(walk);
    close();
    file.data.searchSections = sections;
  };
}
