// A strict ES module: .js in a package with "type": "module".
import counter, { count, increment } from './cjs/counter.cjs';
import greet, { greeting } from './cjs/greet.cjs';
import transpiled, { named } from './cjs/transpiled.cjs';
import * as transpiledNamespace from './cjs/transpiled.cjs';
import { theme } from './cjs/settings.cjs';
import usesEsm from './cjs/uses-esm.cjs';
import format from './legacy/format.js';
import { transpiledDefault, transpiledImported } from './vendor/loose.js';
import { show } from './show.js';

increment();
show('counter', counter);
show('count()', count());
show('greet', greet);
show('greeting', greeting);
show('theme', theme);
show('transpiled', transpiled);
show('named', named);
show('transpiledNamespace', transpiledNamespace);
show("require('../answer.js')", usesEsm.answer);
show('format(42)', format(42));
show('await import(counter.cjs)', await import('./cjs/counter.cjs'));
show('await import(transpiled.cjs)', await import('./cjs/transpiled.cjs'));
show('loose.js: default of transpiled.cjs', transpiledDefault);
show('loose.js: import(transpiled.cjs)', await transpiledImported);
show('typeof require, module, exports, this', [typeof require, typeof module, typeof exports, typeof this]);
