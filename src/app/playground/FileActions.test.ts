import { describe, expect, it } from 'vitest';
import { newFileProblem } from './FileActions';

describe('a new file’s path', () => {
  const files = { 'src/index.js': '', 'webpack.config.js': '' };

  it('is a path from the project folder, not one already there', () => {
    expect(newFileProblem('src/util.js', files)).toBeUndefined();
    expect(newFileProblem('styles/main.css', files)).toBeUndefined();
    expect(newFileProblem('src/index.js', files)).toBe('src/index.js is already in the project.');
    expect(newFileProblem('', files)).toMatch(/^Give the new file a path/);
  });

  it('stays inside the project', () => {
    for (const path of ['/etc/passwd', '../outside.js', 'src/../../x.js', 'src//a.js', './a.js', 'src/']) {
      expect(newFileProblem(path, files), path).toMatch(/^A path from the project folder/);
    }
  });
});
