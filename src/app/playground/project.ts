import type { CliFlags, ProjectFiles } from '../../shared/playground';

/** What the reader is working on: the preset it started from, its files as edited, and the toolbar's flags. */
export interface PlaygroundProject {
  preset: string;
  files: ProjectFiles;
  flags: CliFlags;
}

const MODES: readonly unknown[] = ['development', 'production', 'none'];
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Only the flags that have a value the toolbar offers; anything else is dropped. */
function asFlags(value: unknown): CliFlags {
  if (!isRecord(value)) return {};
  const flags: CliFlags = {};
  if (MODES.includes(value.mode)) flags.mode = value.mode as CliFlags['mode'];
  if (typeof value.devtool === 'string' || value.devtool === false) flags.devtool = value.devtool;
  if (typeof value.target === 'string') flags.target = value.target;
  return flags;
}

/**
 * A project read from somewhere the reader does not control (a link, local storage), checked for
 * shape: undefined unless it has a preset name and at least one file, every file a string.
 */
export function asProject(value: unknown): PlaygroundProject | undefined {
  if (!isRecord(value) || typeof value.preset !== 'string' || !isRecord(value.files)) return undefined;
  const files = Object.entries(value.files);
  if (files.length === 0 || files.some(([path, text]) => typeof text !== 'string' || path === '')) return undefined;
  return { preset: value.preset, files: Object.fromEntries(files) as ProjectFiles, flags: asFlags(value.flags) };
}
