import { describe, expect, it } from 'vitest';
import { paths } from '../paths';
import { handlesOf, readPackageReadme, repositoryUrl } from './package-readme';

describe('package metadata', () => {
  it('finds GitHub handles only where the package names one', () => {
    expect(
      handlesOf([
        'Tobias Koppers @sokra',
        'Jan Nicklas <j.nicklas@example.com> (https://github.com/jantimon)',
        { name: 'Someone', url: 'https://github.com/some-one' },
        'A Name Without Handle',
        'mail@example.com',
        undefined,
        'Tobias Koppers @sokra',
      ]),
    ).toEqual(['sokra', 'jantimon', 'some-one']);
  });

  it('turns repository fields into web addresses', () => {
    expect(repositoryUrl('webpack/css-loader')).toBe('https://github.com/webpack/css-loader');
    expect(repositoryUrl('github:webpack/css-loader')).toBe('https://github.com/webpack/css-loader');
    expect(repositoryUrl({ url: 'git+https://github.com/babel/babel-loader.git' })).toBe('https://github.com/babel/babel-loader');
    expect(repositoryUrl({ url: 'git@github.com:jantimon/html-webpack-plugin.git' })).toBe(
      'https://github.com/jantimon/html-webpack-plugin',
    );
    expect(repositoryUrl('https://gitlab.com/a/b')).toBeUndefined();
    expect(repositoryUrl(undefined)).toBeUndefined();
  });

  it('reads an installed package and reports a missing one as undefined', async () => {
    const readme = await readPackageReadme('css-loader', paths.root);
    expect(readme?.file).toBe('node_modules/css-loader/README.md');
    expect(readme?.markdown).toContain('css-loader');
    expect(readme?.repo).toBe('https://github.com/webpack/css-loader');
    expect(readme?.contributors).toEqual(['sokra']);
    await expect(readPackageReadme('no-such-package-here', paths.root)).resolves.toBeUndefined();
  });
});
