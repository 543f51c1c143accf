import { describe, expect, it } from 'vitest';
import { convertBlock, convertLine } from './package-managers';
import { renderMarkdown } from './render';

const forms = (line: string) => convertLine(line)?.commands;

describe('npm commands in the other package managers', () => {
  it('adds packages with each one\'s flags, long or short, before or after the names', () => {
    expect(forms('npm install --save-dev webpack webpack-cli')).toEqual({
      npm: 'npm install --save-dev webpack webpack-cli',
      yarn: 'yarn add --dev webpack webpack-cli',
      pnpm: 'pnpm add --save-dev webpack webpack-cli',
      bun: 'bun add --dev webpack webpack-cli',
    });
    expect(forms('npm i -D esbuild-loader')).toEqual({
      npm: 'npm i -D esbuild-loader',
      yarn: 'yarn add --dev esbuild-loader',
      pnpm: 'pnpm add --save-dev esbuild-loader',
      bun: 'bun add --dev esbuild-loader',
    });
    expect(forms('npm install sass-loader sass --save-dev --save-exact')).toEqual({
      npm: 'npm install sass-loader sass --save-dev --save-exact',
      yarn: 'yarn add --dev --exact sass-loader sass',
      pnpm: 'pnpm add --save-dev --save-exact sass-loader sass',
      bun: 'bun add --dev --exact sass-loader sass',
    });
    expect(forms('npm install react')?.yarn).toBe('yarn add react');
    expect(forms('npm install --save-optional fsevents')?.bun).toBe('bun add --optional fsevents');
    expect(forms('npm install --save-peer webpack')?.pnpm).toBe('pnpm add --save-peer webpack');
  });

  it('says so where one has no equivalent: Yarn 2 and later have no global packages', () => {
    expect(forms('npm install --global webpack-cli')).toEqual({
      npm: 'npm install --global webpack-cli',
      yarn: '# Yarn 2 and later install no global packages: run the command with yarn dlx instead',
      pnpm: 'pnpm add --global webpack-cli',
      bun: 'bun add --global webpack-cli',
    });
  });

  it('installs, installs exactly from the lockfile, and removes', () => {
    expect(forms('npm install')).toEqual({ npm: 'npm install', yarn: 'yarn install', pnpm: 'pnpm install', bun: 'bun install' });
    expect(forms('npm ci')).toEqual({ npm: 'npm ci', yarn: 'yarn install --immutable', pnpm: 'pnpm install --frozen-lockfile', bun: 'bun install --frozen-lockfile' });
    expect(forms('npm uninstall webpack-cli')).toEqual({ npm: 'npm uninstall webpack-cli', yarn: 'yarn remove webpack-cli', pnpm: 'pnpm remove webpack-cli', bun: 'bun remove webpack-cli' });
  });

  it("runs scripts, with the script's own arguments after its name (npm alone wants --)", () => {
    expect(forms('npm run build -- --mode development')).toEqual({
      npm: 'npm run build -- --mode development',
      yarn: 'yarn build --mode development',
      pnpm: 'pnpm run build --mode development',
      bun: 'bun run build --mode development',
    });
    // `bun test` would start Bun's own test runner.
    expect(forms('npm test')).toEqual({ npm: 'npm test', yarn: 'yarn test', pnpm: 'pnpm test', bun: 'bun run test' });
  });

  it("runs a dependency's command with npx, and downloads a package to run once with each one's dlx", () => {
    expect(forms('npx webpack --mode production')).toEqual({
      npm: 'npx webpack --mode production',
      yarn: 'yarn webpack --mode production',
      pnpm: 'pnpm exec webpack --mode production',
      bun: 'bunx webpack --mode production',
    });
    expect(forms('npx --yes create-webpack-app@latest my-app')).toEqual({
      npm: 'npx --yes create-webpack-app@latest my-app',
      yarn: 'yarn dlx create-webpack-app@latest my-app',
      pnpm: 'pnpm dlx create-webpack-app@latest my-app',
      bun: 'bunx create-webpack-app@latest my-app',
    });
  });

  it('keeps a shell prompt and comments, and leaves alone what it does not know', () => {
    expect(forms('$ npm install --save-dev css-loader')?.yarn).toBe('$ yarn add --dev css-loader');
    expect(forms('# the loader')?.pnpm).toBe('# the loader');
    for (const line of ['npm pkg set scripts.build=webpack', 'npm install --legacy-peer-deps x', 'npx webpack > out.txt', "echo '{}' > .babelrc", 'yarn add x', 'npm run']) {
      expect(convertLine(line), line).toBeUndefined();
    }
  });

  it('turns a block into tabs only when every line converts and one of them installs', () => {
    expect(convertBlock('# npm\nnpm install --save-dev x\nnpx webpack')?.pnpm).toBe('# npm\npnpm add --save-dev x\npnpm exec webpack');
    expect(convertBlock('npm run build')).toBeUndefined();
    expect(convertBlock('npm install --save-dev x\nnpx webpack complete bash > completion.bash')).toBeUndefined();
  });

  it('writes a tablist of four tabs, npm selected, each panel a highlighted block with its copy button', async () => {
    const { code } = await renderMarkdown({ file: 'content/a.md', contentPath: 'a.md', body: '```bash\nnpm install --save-dev webpack\n```\n\n```bash\nnpm run build\n```\n' });
    expect(code.match(/role="tab"/g)).toHaveLength(4);
    expect(code).toContain('<button type="button" role="tab" id="package-managers-1-npm" aria-controls="package-managers-1-npm-panel" aria-selected="true" tabindex="0" data-pm-tab="npm">npm</button>');
    expect(code).toContain('aria-selected="false" tabindex="-1" data-pm-tab="yarn"');
    expect(code).toContain('<div role="tabpanel" id="package-managers-1-yarn-panel" aria-labelledby="package-managers-1-yarn" class="pm-tabs__panel pm-tabs__alternative" data-pm="yarn"><figure class="code">');
    expect(code.match(/data-copy-code/g)).toHaveLength(5);
    // The block of scripts alone stays one block.
    expect(code.match(/class="pm-tabs"/g)).toHaveLength(1);
  });
});
