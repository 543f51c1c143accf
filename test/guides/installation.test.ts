import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { cp, mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { cleanUp, ExampleProject, ROOT } from './example-project';

const guide = readFileSync(join(ROOT, 'content/guides/installation.md'), 'utf8');

interface PackageJson {
  version: string;
  engines?: { node?: string };
  peerDependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
}
const installedPackage = (name: string): PackageJson =>
  JSON.parse(readFileSync(join(ROOT, 'node_modules', name, 'package.json'), 'utf8')) as PackageJson;

/** The body of the first ```text fence that follows `marker` in the guide. */
function shownOutputAfter(marker: string): string[] {
  const at = guide.indexOf(marker);
  expect(at, marker).toBeGreaterThan(-1);
  const fence = /```text\n([\s\S]*?)```/.exec(guide.slice(at));
  expect(fence, `text fence after ${marker}`).not.toBeNull();
  return fence![1]!.split('\n').map((line) => line.trimEnd()).filter((line) => line.trim() !== '');
}

const copyProject = (name: string) => ExampleProject.copy(name);

describe('Installation', () => {
  let project: ExampleProject;
  beforeAll(async () => {
    project = await copyProject('installation');
    // What `npm install` leaves in a reader's project: a local node_modules with both packages.
    await symlink(join(ROOT, 'node_modules'), project.path('node_modules'), 'dir');
  });

  it('states the engines.node ranges and versions of the installed webpack and webpack-cli', () => {
    for (const name of ['webpack', 'webpack-cli']) {
      const pkg = installedPackage(name);
      const row = new RegExp(`^\\| ${name} \\| ([\\d.]+) \\| \`([^\`]+)\` \\|$`, 'm').exec(guide);
      expect(row, `table row for ${name}`).not.toBeNull();
      expect(row![1], `${name} version`).toBe(pkg.version);
      expect(row![2], `${name} engines.node`).toBe(pkg.engines?.node);
    }
    // The prose draws the conclusion from the stricter of the two.
    const cliFloor = /^>=(\d+\.\d+\.\d+)$/.exec(installedPackage('webpack-cli').engines!.node!)![1];
    expect(guide).toContain(`the CLI needs Node.js ${cliFloor} or later`);
    const webpackFloor = /^>=(\d+\.\d+\.\d+)$/.exec(installedPackage('webpack').engines!.node!)![1];
    expect(guide).toContain(`webpack itself declares support back to Node.js ${webpackFloor}`);
    // The peer dependency of webpack-cli on webpack, as stated.
    expect(guide).toContain(`\`webpack\` \`${installedPackage('webpack-cli').peerDependencies!.webpack}\``);
    // The fixture's dependency ranges name exactly these versions.
    const fixture = JSON.parse(readFileSync(project.path('package.json'), 'utf8')) as PackageJson;
    expect(fixture.devDependencies).toEqual({
      webpack: `^${installedPackage('webpack').version}`,
      'webpack-cli': `^${installedPackage('webpack-cli').version}`,
    });
  });

  it('prints the engines field as shown', () => {
    const printed = spawnSync('node', ['-p', "require('webpack/package.json').engines"], { cwd: project.dir, encoding: 'utf8' });
    expect(printed.status).toBe(0);
    expect(printed.stdout.trim()).toBe(`{ node: '${installedPackage('webpack').engines!.node}' }`);
    expect(shownOutputAfter("node -p \"require('webpack/package.json').engines\"")).toEqual([printed.stdout.trim()]);
  });

  it('npx webpack --version and the webpack:version script list the installed versions', async () => {
    const expected = [
      `webpack:      ^${installedPackage('webpack').version} → ${installedPackage('webpack').version}`,
      `webpack-cli:  ^${installedPackage('webpack-cli').version} → ${installedPackage('webpack-cli').version}`,
    ];
    const viaNpx = await project.npx('webpack', ['--version']);
    expect(viaNpx.code).toBe(0);
    const viaScript = await project.run('webpack:version');
    expect(viaScript.code).toBe(0);
    for (const result of [viaNpx, viaScript]) {
      for (const line of expected) expect(result.stdout).toContain(line);
    }
    // The block shown in the guide is what printed.
    for (const line of shownOutputAfter('npx webpack --version\n')) expect(viaNpx.stdout).toContain(line);

    const json = await project.npx('webpack', ['version', '--output', 'json']);
    expect(JSON.parse(json.stdout)).toEqual({
      Packages: {
        webpack: { installed: installedPackage('webpack').version, wanted: `^${installedPackage('webpack').version}` },
        'webpack-cli': { installed: installedPackage('webpack-cli').version, wanted: `^${installedPackage('webpack-cli').version}` },
      },
    });
  });

  it('lists loaders and plugins once they are dependencies; info takes --output markdown and --additional-package', async () => {
    const added = await copyProject('installation');
    await symlink(join(ROOT, 'node_modules'), added.path('node_modules'), 'dir');
    const pkg = JSON.parse(await added.read('package.json')) as PackageJson;
    const extra = ['css-loader', 'html-webpack-plugin', 'typescript'];
    for (const name of extra) pkg.devDependencies![name] = `^${installedPackage(name).version}`;
    await writeFile(added.path('package.json'), JSON.stringify(pkg, null, 2));

    const version = await added.npx('webpack', ['--version']);
    expect(version.code).toBe(0);
    for (const name of ['css-loader', 'html-webpack-plugin']) {
      expect(version.stdout).toMatch(new RegExp(`${name}:\\s+\\^${installedPackage(name).version} → ${installedPackage(name).version}`));
    }
    // typescript matches neither `webpack` nor `loader`: only --additional-package brings it in.
    expect(version.stdout).not.toContain('typescript');

    const info = await added.npx('webpack', ['info', '--output', 'markdown', '--additional-package', 'typescript']);
    expect(info.code).toBe(0);
    expect(info.stdout).toContain('## Packages:');
    expect(info.stdout).toContain(` - typescript: ^${installedPackage('typescript').version} => ${installedPackage('typescript').version}`);
    expect(guide).toContain('`--output markdown`');
    expect(guide).toContain('`--additional-package <name>`');
  });

  it('the webpack executable without webpack-cli asks to install it', async () => {
    // Only the webpack package's executable, outside this repository, so no webpack-cli can be found from it.
    const dir = await mkdtemp(join(tmpdir(), 'installation-no-cli-'));
    cleanUp(() => rm(dir, { recursive: true, force: true }));
    const webpackDir = join(dir, 'node_modules/webpack');
    await mkdir(webpackDir, { recursive: true });
    await cp(join(ROOT, 'node_modules/webpack/bin'), join(webpackDir, 'bin'), { recursive: true });
    await cp(join(ROOT, 'node_modules/webpack/package.json'), join(webpackDir, 'package.json'));
    await cp(join(ROOT, 'node_modules/graceful-fs'), join(dir, 'node_modules/graceful-fs'), { recursive: true });
    const result = spawnSync('node', [join(webpackDir, 'bin/webpack.js')], { cwd: dir, input: 'no\n', encoding: 'utf8' });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('CLI for webpack must be installed.');
    expect(guide).toContain('"CLI for webpack must be installed."');
    expect(result.stderr).toContain('"npm install -D webpack-cli"');
    expect(guide).toContain('`npm install -D webpack-cli`');
  });

  it('npx webpack info reports the system, Node.js and the packages', async () => {
    const result = await project.npx('webpack', ['info']);
    expect(result.code).toBe(0);
    for (const section of ['⬡ webpack info', '⬡ System:', '⬡ Binaries:', '⬡ Packages:']) expect(result.stdout).toContain(section);
    expect(result.stdout).toMatch(new RegExp(`Node:\\s+${process.versions.node.replaceAll('.', '\\.')}`));
    expect(result.stdout).toContain(`webpack-cli:  ^${installedPackage('webpack-cli').version} → ${installedPackage('webpack-cli').version}`);
    // The shown report has the same sections and package lines (system values differ per machine).
    const shown = shownOutputAfter('npx webpack info\n');
    for (const line of shown.filter((line) => /^⬡|webpack/.test(line))) expect(result.stdout).toContain(line);
  });

  it('npm run build minifies, npm run build:dev and the -- override do not', async () => {
    const build = await project.run('build');
    expect(build.code).toBe(0);
    expect(build.output).toMatch(/asset main\.js \d+ bytes \[emitted\] \[minimized\] \(name: main\)/);
    expect(build.output).toMatch(new RegExp(`webpack ${installedPackage('webpack').version.replaceAll('.', '\\.')} compiled successfully`));
    expect(await project.files()).toEqual(['main.js']);
    expect(await project.read('dist/main.js')).not.toContain('\n');
    // The shown output, without npm's own header lines (--silent drops them) and the timing.
    const shown = shownOutputAfter('npm run build\n').filter((line) => !line.startsWith('>') && !/compiled successfully in/.test(line));
    expect(shown.length).toBe(2);
    for (const line of shown) expect(build.output).toContain(line);

    const dev = await project.run('build:dev');
    expect(dev.code).toBe(0);
    expect(dev.output).toMatch(/asset main\.js [\d.]+ KiB \[emitted\] \(name: main\)/);
    expect(dev.output).not.toContain('[minimized]');
    const devBundle = await project.read('dist/main.js');

    const override = await project.run('build', ['--mode', 'development']);
    expect(override.code).toBe(0);
    expect(override.output).not.toContain('[minimized]');
    expect(await project.read('dist/main.js')).toBe(devBundle);
  });
});
