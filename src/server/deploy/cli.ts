import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { paths } from '../../builder/paths';
import { nginxServerBlock } from './nginx';

/** `npm run nginx:config [-- --root /srv/webpack-docs --listen 80]`: prints the nginx server block for dist/. */
const { values } = parseArgs({ options: { root: { type: 'string' }, listen: { type: 'string' } } });
process.stdout.write(nginxServerBlock({ root: resolve(values.root ?? paths.dist), listen: values.listen ?? '80' }));
