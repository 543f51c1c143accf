import { describe, expect, it } from 'vitest';
import { filePathProblem, renamedFile } from './FileActions';

describe('a new or renamed file’s path', () => {
  const files = { 'src/index.js': '', 'webpack.config.js': '' };

  it('is a path from the project folder, not one already there', () => {
    expect(filePathProblem('src/util.js', files)).toBeUndefined();
    expect(filePathProblem('styles/main.css', files)).toBeUndefined();
    expect(filePathProblem('src/index.js', files)).toBe('src/index.js is already in the project.');
    expect(filePathProblem('', files)).toMatch(/^Give the file a path/);
  });

  it('stays inside the project', () => {
    for (const path of ['/etc/passwd', '../outside.js', 'src/../../x.js', 'src//a.js', './a.js', 'src/']) {
      expect(filePathProblem(path, files), path).toMatch(/^A path from the project folder/);
    }
  });
});

describe('a renamed file', () => {
  it('keeps its text and its place among the others', () => {
    const renamed = renamedFile({ 'a.js': 'A', 'src/index.js': 'I', 'z.js': 'Z' }, 'src/index.js', 'src/main.js');
    expect(Object.entries(renamed)).toEqual([['a.js', 'A'], ['src/main.js', 'I'], ['z.js', 'Z']]);
  });
});
