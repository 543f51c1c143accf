/** A problem in a content file, reported as `file:line:column: message` (the column where known) so an editor can jump to it. */
export class ContentError extends Error {
  constructor(
    readonly file: string,
    readonly line: number,
    readonly reason: string,
    readonly column?: number,
  ) {
    super(`${file}:${line}${column === undefined ? '' : `:${column}`}: ${reason}`);
    this.name = 'ContentError';
  }
}

/** Every content problem of one build, so an author can fix them all in one pass. */
export class ContentBuildError extends Error {
  constructor(readonly errors: ContentError[]) {
    super(
      `The content has ${errors.length} error${errors.length === 1 ? '' : 's'}:\n` +
        errors.map((error) => `  ${error.message}`).join('\n'),
    );
    this.name = 'ContentBuildError';
  }
}
