import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { paths } from '../paths';
import { DERIVED_DIAGRAMS, drawDerived } from './build-derived';

// `npm run diagrams`: builds each diagram's project and writes its DOT where it is kept.
for (const diagram of DERIVED_DIAGRAMS) {
  const file = join(paths.root, diagram.file);
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, await drawDerived(diagram));
  console.log(`wrote ${diagram.file}`);
}
