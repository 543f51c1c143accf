import { describe, expect, it } from 'vitest';
import { buildContentIndex } from '../content/content-index';
import { paths } from '../paths';
import { exportedPlugins, pluginSlug } from './plugin-surface';

const content = await buildContentIndex({ root: paths.content });
const plugins = exportedPlugins();
const pageOf = (name: string) => content.pages.find((page) => page.entry.url === `/plugins/${pluginSlug(name)}/`)?.entry;
const documented = plugins.filter((plugin) => pageOf(plugin.name));

describe('built-in plugin pages', () => {
  it('are titled with the plugin name, and every option of its schema has a heading with its type', () => {
    const withSchema = documented.filter((plugin) => plugin.schema);
    const options = withSchema.flatMap((plugin) => plugin.schema!.options);
    const missing: string[] = [];
    for (const plugin of documented) {
      const page = pageOf(plugin.name)!;
      expect(page.title).toBe(plugin.name);
      const headings = new Set(page.anchors.map((anchor) => anchor.title));
      for (const option of plugin.schema?.options ?? []) {
        if (!headings.has(option.name)) missing.push(`${page.url}: ### ${option.name}`);
      }
    }
    console.log(
      `built-in plugins: ${documented.length} of ${plugins.length} exported have a page; ` +
        `schema options: ${options.length} documented on ${withSchema.length} pages (${plugins.filter((plugin) => plugin.schema).length} plugins ship a schema)`,
    );
    expect(missing).toEqual([]);
  });

  it('derives the list from webpack itself: namespaces included, schemas matched to their classes', () => {
    const paths = plugins.map((plugin) => plugin.exportPath);
    expect(paths).toEqual(expect.arrayContaining(['BannerPlugin', 'optimize.SplitChunksPlugin', 'container.ModuleFederationPlugin', 'ids.DeterministicModuleIdsPlugin', 'sharing.SharePlugin']));
    expect(plugins.find((plugin) => plugin.name === 'BannerPlugin')?.schema?.options.map((option) => option.name)).toContain('banner');
    expect(pluginSlug('SourceMapDevToolPlugin')).toBe('source-map-dev-tool-plugin');
  });
});
