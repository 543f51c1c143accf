import { createFsFromVolume, Volume } from 'memfs';

/**
 * The worker's one file system: webpack reads the project from it, writes its output and intermediate
 * files to it, and every `require('fs')` in the bundle (webpack, enhanced-resolve, loaders) is this.
 */
export const projectVolume = new Volume();
export const projectFs = createFsFromVolume(projectVolume);
