import Watchpack from 'watchpack';

export interface WatchedSources {
  /** Folders watched with everything under them. */
  directories: string[];
  /** Single files (they may not exist yet). */
  files: string[];
}

export interface SourceChanges {
  /** Files created or changed since the last report. */
  changed: string[];
  /** Files or folders removed since the last report. */
  removed: string[];
}

/**
 * Reports changes to the content's sources, a burst (a `git checkout`, an editor writing a temporary
 * file and renaming it over the original) as one report once `quietMs` pass without another change:
 * webpack's own default, as short as a save's burst, since every millisecond here is one the writer
 * waits (the dev server folds changes made during a step into one further step).
 *
 * webpack's own watcher (watchpack) rather than `fs.watch(…, { recursive: true })`: Node's recursive
 * watcher on Linux follows inodes and loses a file for good once a save renames a new one over it,
 * while watchpack watches each folder and compares times, so every kind of save is seen; it is
 * already installed with webpack, and it is what `webpack --watch` relies on.
 */
export function watchSources(sources: WatchedSources, onChange: (changes: SourceChanges) => void, quietMs = 20): () => void {
  const watcher = new Watchpack({ aggregateTimeout: quietMs });
  // Its own report names the watched folder, not the file: gather the files from each change.
  let changed = new Set<string>();
  let removed = new Set<string>();
  watcher.on('change', (file: string, mtime: number | null) => {
    (mtime === null ? changed : removed).delete(file);
    (mtime === null ? removed : changed).add(file);
  });
  watcher.on('aggregated', () => {
    const report = { changed: [...changed], removed: [...removed] };
    changed = new Set();
    removed = new Set();
    if (report.changed.length + report.removed.length > 0) onChange(report);
  });
  watcher.watch({ files: sources.files, directories: sources.directories, missing: [], startTime: Date.now() });
  return () => watcher.close();
}
