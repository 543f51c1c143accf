import type { Compilation } from 'webpack';
import { describe, expect, it } from 'vitest';
import { CORE_CHUNK_GROUPS, coreFiles, splitPrecache } from './precache-parts';

const group = (...files: string[]) => ({ getFiles: () => files });

/** The parts of a compilation coreFiles reads. */
function compilation(groups: Record<string, ReturnType<typeof group>>): Compilation {
  const { main, ...named } = groups;
  return {
    outputOptions: { publicPath: '/' },
    entrypoints: new Map(main ? [['main', main]] : []),
    namedChunkGroups: new Map(Object.entries(named)),
  } as unknown as Compilation;
}

describe('coreFiles', () => {
  it("is the entry's files and those of the app's lazy pieces, as site paths", () => {
    const build = compilation({
      main: group('assets/main.1.js', 'assets/react.1.js', 'assets/main.1.css'),
      'service-worker': group('assets/service-worker.1.js', 'assets/service-worker.1.css'),
      'notification-bar': group('assets/notification-bar.1.js'),
      'search-dialog': group('assets/search-dialog.1.js'),
      routes: group('assets/routes.1.js'),
      'search-index': group('assets/513.1.js', 'assets/search-index.1.js'),
    });
    expect([...coreFiles(build)].sort()).toEqual([
      '/assets/main.1.css',
      '/assets/main.1.js',
      '/assets/notification-bar.1.js',
      '/assets/react.1.js',
      '/assets/routes.1.js',
      '/assets/search-dialog.1.js',
      '/assets/service-worker.1.css',
      '/assets/service-worker.1.js',
    ]);
  });

  it('fails the build when a chunk it installs was renamed away', () => {
    const others = CORE_CHUNK_GROUPS.filter((name) => name !== 'search-dialog');
    const groups = Object.fromEntries(others.map((name) => [name, group(`assets/${name}.1.js`)]));
    expect(() => coreFiles(compilation({ main: group('assets/main.1.js'), ...groups }))).toThrow(
      'the chunk group "search-dialog" the service worker installs is not in the build',
    );
  });
});

describe('splitPrecache', () => {
  it('marks every entry outside the core as filled later, adds the app shell and sorts by URL', () => {
    const entries = [
      { url: '/assets/page/concepts/index.1.js', revision: null },
      { url: '/assets/main.1.js', revision: null },
      { url: '/assets/search-index.1.js', revision: null },
      { url: '/assets/nav/concepts.1.js', revision: null },
    ];
    expect(splitPrecache(entries, new Set(['/assets/main.1.js']), { url: '/app-shell/', revision: 'build-1' })).toEqual([
      { url: '/app-shell/', revision: 'build-1' },
      { url: '/assets/main.1.js', revision: null },
      { url: '/assets/nav/concepts.1.js', revision: null, fill: true },
      { url: '/assets/page/concepts/index.1.js', revision: null, fill: true },
      { url: '/assets/search-index.1.js', revision: null, fill: true },
    ]);
  });
});
