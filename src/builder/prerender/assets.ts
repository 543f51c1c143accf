import type { StatsCompilation } from 'webpack';

export interface ClientAssets {
  /** Stylesheets and scripts of the entry, loaded on every page. */
  entry: { styles: string[]; scripts: string[] };
  /** Files of a named lazy chunk group (`page/concepts/output`), its split-off dependencies included. */
  chunk(name: string): { styles: string[]; scripts: string[] };
}

const byType = (files: string[]) => ({
  styles: files.filter((file) => file.endsWith('.css')).map((file) => `/${file}`),
  scripts: files.filter((file) => file.endsWith('.js')).map((file) => `/${file}`),
});

/** Reads which files belong to which chunk from the client build's stats. */
export function clientAssets(stats: StatsCompilation): ClientAssets {
  const groups = { ...stats.namedChunkGroups, ...stats.entrypoints };
  const filesOf = (name: string) => {
    const group = groups[name];
    if (!group) throw new Error(`The client build has no chunk named "${name}"`);
    return (group.assets ?? []).map((asset) => asset.name);
  };
  return { entry: byType(filesOf('main')), chunk: (name) => byType(filesOf(name)) };
}
