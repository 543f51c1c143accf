import { readStored, writeStored } from '../storage';
import { asProject, type PlaygroundProject } from './project';

/** Where the reader's last project is kept, in this browser only. */
const KEY = 'webpack-docs:playground';

/** The project kept from the last visit, if one is there and usable. */
export function storedProject(): PlaygroundProject | undefined {
  try {
    return asProject(JSON.parse(readStored(KEY) ?? 'null'));
  } catch {
    return undefined;
  }
}

export const storeProject = (project: PlaygroundProject) => writeStored(KEY, JSON.stringify(project));
