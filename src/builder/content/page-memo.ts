import type { LoadedPage } from './load-page';

/** Everything a page is made from besides the files it includes, as texts. */
export type PageInputs = readonly string[];

/**
 * Pages loaded by an earlier content step of the same process (the dev server's), reused while their
 * source and what the step tells them about the rest of the site are the same: a save then costs one
 * page instead of a read of every page from the render cache. The files a page includes and the READMEs
 * are not among the inputs: the dev server forgets the pages whose included files its watcher reports
 * (`forgetIncluding`), and everything when the installed packages change (`clear`).
 */
export class PageMemo {
  private readonly pages = new Map<string, { inputs: PageInputs; page: LoadedPage }>();

  /** No page yet: the step about to run loads every page through the render cache. */
  get empty(): boolean {
    return this.pages.size === 0;
  }

  get(key: string, inputs: PageInputs): LoadedPage | undefined {
    const remembered = this.pages.get(key);
    const same = remembered?.inputs.length === inputs.length && inputs.every((input, at) => input === remembered.inputs[at]);
    return same ? remembered.page : undefined;
  }

  set(key: string, inputs: PageInputs, page: LoadedPage): void {
    this.pages.set(key, { inputs, page });
  }

  /** Drops the pages of keys not in `keys` (files deleted or renamed). */
  keepOnly(keys: ReadonlySet<string>): void {
    for (const key of this.pages.keys()) if (!keys.has(key)) this.pages.delete(key);
  }

  /** Drops the pages that include any of these files (absolute paths). */
  forgetIncluding(files: Iterable<string>): void {
    const changed = new Set(files);
    for (const [key, { page }] of this.pages) if (page.includes.some((path) => changed.has(path))) this.pages.delete(key);
  }

  clear(): void {
    this.pages.clear();
  }
}
