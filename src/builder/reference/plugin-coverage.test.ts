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

  it('cover every exported plugin: on its own page, or on the internal plugins page under its export path', () => {
    const internal = content.pages.find((page) => page.entry.url === '/plugins/internal-plugins/');
    expect(internal, 'content/plugins/internal-plugins.md').toBeDefined();
    const listed = plugins.filter((plugin) => !pageOf(plugin.name) && internal!.body.includes(`<code>${plugin.exportPath}</code>`));
    const nowhere = plugins.filter((plugin) => !pageOf(plugin.name) && !listed.includes(plugin)).map((plugin) => plugin.exportPath);
    console.log(`exported plugins: ${documented.length} with a page + ${listed.length} on the internal plugins page = ${documented.length + listed.length} of ${plugins.length}`);
    expect(nowhere).toEqual([]);
  });

  it('give every plugin that ships an options schema its own page, and mark deprecated options', () => {
    const withoutPage = plugins.filter((plugin) => plugin.schema && !pageOf(plugin.name)).map((plugin) => plugin.name);
    expect(withoutPage).toEqual([]);
    const unmarked: string[] = [];
    for (const plugin of plugins.filter((candidate) => candidate.schema)) {
      const page = content.pages.find((candidate) => candidate.entry.url === pageOf(plugin.name)!.url)!;
      for (const option of plugin.schema!.options.filter((candidate) => candidate.deprecated)) {
        const id = page.entry.anchors.find((anchor) => anchor.title === option.name)?.id;
        const start = page.body.indexOf(`id="${id}"`);
        const end = page.body.indexOf('<div class="heading', start + 1);
        const section = page.body.slice(start, end === -1 ? undefined : end);
        if (!/Deprecated\./.test(section)) unmarked.push(`${page.entry.url}#${id}`);
      }
    }
    expect(unmarked).toEqual([]);
  });

  it('derives the list from webpack itself: namespaces included, schemas matched to their classes', () => {
    const paths = plugins.map((plugin) => plugin.exportPath);
    expect(paths).toEqual(expect.arrayContaining(['BannerPlugin', 'optimize.SplitChunksPlugin', 'container.ModuleFederationPlugin', 'ids.DeterministicModuleIdsPlugin', 'sharing.SharePlugin']));
    expect(plugins.find((plugin) => plugin.name === 'BannerPlugin')?.schema?.options.map((option) => option.name)).toContain('banner');
    // Schemas named `…PluginOptions.json`, or the configuration option the plugin serves, count too.
    expect(plugins.find((plugin) => plugin.name === 'DotenvPlugin')?.schema?.options.map((option) => option.name)).toContain('prefix');
    expect(plugins.find((plugin) => plugin.name === 'CleanPlugin')?.schema?.options.map((option) => option.name)).toContain('keep');
    expect(pluginSlug('SourceMapDevToolPlugin')).toBe('source-map-dev-tool-plugin');
  });
});
