/** Where a project's files live in the worker's in-memory volume; its `process.cwd()`. */
export const PROJECT_ROOT = '/project';
