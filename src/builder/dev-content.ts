import { join } from 'node:path';
import { ContentBuildError } from './content/errors';
import { historyChangesFile, readContentHistory, type ContentHistory } from './content/git-history';
import { PageMemo } from './content/page-memo';
import { readContent, searchModules, writeModules, type ReadContent } from './generate';
import { paths } from './paths';
import { searchThread } from './search/search-thread';
import type { SourceChanges, WatchedSources } from './watch-sources';

/**
 * The dev server's content step, kept warm from one save to the next: the pages that did not change
 * are reused (page-memo.ts), the git history is read again only when HEAD moves, and the search index
 * is built in a worker after the page is shown (`updateSearch`). Steps never throw: a content error
 * becomes `problem` (file:line:column: message lines), and the last good content stays written.
 */
export class DevContent {
  /** What is wrong with the content now, for webpack's overlay. */
  problem: string | undefined;
  private readonly memo = new PageMemo();
  private readonly searchBuilder = searchThread();
  private readonly packageLock = join(paths.root, 'node_modules/.package-lock.json');
  private readonly headLog: Promise<string | undefined>;
  private history: Promise<ContentHistory> | undefined;
  /** The search modules last written, and whether they were made for the content last written. */
  private search: { modules: Record<string, string>; current: boolean } | undefined;
  private written: ReadContent | undefined;

  constructor(private readonly root = paths.content) {
    this.headLog = historyChangesFile(root);
  }

  /**
   * What to watch: the content, the data it shows (supporters, votes), the installed packages (npm
   * rewrites node_modules/.package-lock.json on every install; READMEs become pages) and git's log of
   * HEAD.
   */
  async sources(): Promise<WatchedSources> {
    const headLog = await this.headLog;
    return { directories: [this.root, paths.data], files: [this.packageLock, ...(headLog ? [headLog] : [])] };
  }

  /** Writes the content's modules again after `changes` (all of it, the first time). Returns whether `problem` changed. */
  async step(changes?: SourceChanges): Promise<boolean> {
    const started = performance.now();
    const files = changes ? [...changes.changed, ...changes.removed] : [];
    // A README is not among a page's inputs (page-memo.ts).
    if (files.includes(this.packageLock)) this.memo.clear();
    this.memo.forgetIncluding(files);
    const headLog = await this.headLog;
    if (!this.history || (headLog && files.includes(headLog))) this.history = readContentHistory(this.root);
    return this.settle(async () => {
      const content = await readContent(this.root, { memo: this.memo, history: await this.history });
      if (this.search) this.search.current = false;
      else this.search = { modules: await searchModules(content.index, this.root), current: true };
      await writeModules(content, this.search.modules, { inPlace: true });
      this.written = content;
      console.log(`content: ${content.index.pages.length} pages (${Math.round(performance.now() - started)} ms)`);
    });
  }

  /** Writes the search index of the content last written, if it was written with an older one. Returns whether `problem` changed. */
  async updateSearch(): Promise<boolean> {
    const { written, search } = this;
    if (this.problem !== undefined || !written || !search || search.current) return false;
    const started = performance.now();
    return this.settle(async () => {
      this.search = { modules: await searchModules(written.index, this.root, this.searchBuilder.build), current: true };
      await writeModules(written, this.search.modules, { inPlace: true });
      console.log(`search index: up to date (${Math.round(performance.now() - started)} ms)`);
    });
  }

  private async settle(work: () => Promise<void>): Promise<boolean> {
    const before = this.problem;
    try {
      await work();
      this.problem = undefined;
    } catch (error) {
      this.problem = error instanceof ContentBuildError ? error.message : error instanceof Error ? (error.stack ?? error.message) : String(error);
      console.error(this.problem);
    }
    return this.problem !== before;
  }
}
