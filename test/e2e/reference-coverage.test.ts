import { spawnSync } from 'node:child_process';
import { closeSync, openSync } from 'node:fs';
import { mkdtemp, readFile, readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { slug } from 'github-slugger';
import { describe, expect, it } from 'vitest';
import { paths } from '../../src/builder/paths';
import { configurationOptions, hookSurface, webpackVersion, type HookSurface } from '../../src/builder/reference/webpack-surface';

/** The HTML of each heading section (from its id to the next heading), by id, over the built pages under `prefix`. */
async function sectionsUnder(prefix: string): Promise<Map<string, string>> {
  const sections = new Map<string, string>();
  const folder = join(paths.dist, prefix);
  const entries = await readdir(folder, { recursive: true });
  for (const entry of entries.filter((name) => name.endsWith('index.html') && !name.includes('printable'))) {
    const html = await readFile(join(folder, entry), 'utf8');
    const parts = html.split(/(?=<div class="heading heading--h)/);
    for (const part of parts) {
      const id = /^<div class="heading heading--h\d"><h\d id="([^"]+)"/.exec(part)?.[1];
      if (id && !sections.has(id)) sections.set(id, part.replace(/<[^>]+>/g, ' '));
    }
  }
  return sections;
}

const HOOK_PAGES: Record<keyof HookSurface, string> = {
  compiler: 'api/compiler-hooks',
  compilation: 'api/compilation-hooks',
  normalModuleFactory: 'api/normalmodulefactory-hooks',
  contextModuleFactory: 'api/contextmodulefactory-hooks',
  javascriptParser: 'api/parser',
};

describe(`reference coverage of the installed webpack ${webpackVersion()}`, () => {
  it('documents every configuration option to the second level, with its type and default, under its own heading', async () => {
    const sections = await sectionsUnder('configuration');
    const options = configurationOptions();
    const missing: string[] = [];
    for (const option of options) {
      const section = sections.get(slug(option.path));
      if (!section) missing.push(`${option.path}: no heading`);
      else if (!/Type:/.test(section)) missing.push(`${option.path}: no "Type:" line`);
      else if (!/Default/.test(section)) missing.push(`${option.path}: no default stated`);
      else if (option.deprecated && !/Deprecated/.test(section)) missing.push(`${option.path}: not marked deprecated`);
    }
    console.log(`configuration options documented: ${options.length - missing.length}/${options.length}`);
    expect(missing).toEqual([]);
  });

  it.each(Object.entries(HOOK_PAGES))('documents every %s hook with its tapable type', async (kind, page) => {
    const hooks = hookSurface()[kind as keyof HookSurface];
    const sections = await sectionsUnder(page).catch(() => new Map<string, string>());
    const missing: string[] = [];
    for (const hook of hooks) {
      const section = sections.get(slug(hook.name));
      if (!section) missing.push(`${hook.name}: no heading on /${page}/`);
      else if (!new RegExp(`\\b${hook.type}\\b`).test(section)) missing.push(`${hook.name}: type ${hook.type} not stated`);
    }
    console.log(`${kind} hooks documented: ${hooks.length - missing.length}/${hooks.length}`);
    expect(missing).toEqual([]);
  });

  it('documents every flag of the installed webpack-cli on the CLI page', async () => {
    // webpack-cli exits before a pipe drains (only the first 64 kB arrive): let it write to a file.
    const out = join(await mkdtemp(join(tmpdir(), 'cli-help-')), 'help.txt');
    const fd = openSync(out, 'w');
    spawnSync(process.execPath, [join(paths.root, 'node_modules/webpack-cli/bin/cli.js'), '--help=verbose'], {
      stdio: ['ignore', fd, 'inherit'],
      env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' },
    });
    closeSync(fd);
    const help = await readFile(out, 'utf8');
    const flags = [...new Set([...help.matchAll(/^\s+(?:-\w, )?(--[a-z0-9-]+)/gm)].map((match) => match[1]!))];
    const page = await readFile(join(paths.dist, 'api/cli/index.html'), 'utf8').catch(() => '');
    const missing = flags.filter((flag) => !page.includes(`<code>${flag}</code>`));
    console.log(`webpack-cli flags documented: ${flags.length - missing.length}/${flags.length}`);
    expect(flags.length).toBeGreaterThan(2000);
    expect(missing).toEqual([]);
  });
});
