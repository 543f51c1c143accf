// Runs after `npm run build` (npm's "postbuild"): lists what webpack wrote.
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';

const dist = path.resolve(import.meta.dirname, '../dist');
const files = await readdir(dist, { recursive: true, withFileTypes: true });
for (const file of files.filter((entry) => entry.isFile())) {
  const full = path.join(file.parentPath, file.name);
  const { size } = await stat(full);
  console.log(`postbuild: ${path.relative(dist, full)} ${size} bytes`);
}
