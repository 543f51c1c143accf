import type { PageEntry } from '../../shared/content';

/**
 * A page whose Markdown twin cannot be written; the build stops with its file's name. Kept apart from
 * page-markdown.ts so that the build's own thread, which only reports it, does not load the converter.
 */
export class MarkdownTwinError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'MarkdownTwinError';
  }

  static of(entry: Pick<PageEntry, 'path'>, reason: string): MarkdownTwinError {
    return new MarkdownTwinError(`content/${entry.path}: no Markdown version of this page can be made: ${reason}`);
  }
}
