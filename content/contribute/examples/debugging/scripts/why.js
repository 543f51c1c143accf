// Usage: node scripts/why.js <stats.json> <part of a module name>
// Prints why each matching module is in the build, from the stats that `webpack --json` wrote.
import { readFileSync } from 'node:fs';

const [file, search] = process.argv.slice(2);
const stats = JSON.parse(readFileSync(file, 'utf8'));

// A concatenated module lists the modules it was made of in `modules`; orphans appear at the top level too.
const all = (modules = []) => modules.flatMap((module) => [module, ...all(module.modules)]);
const seen = new Set();

for (const module of all(stats.modules)) {
  if (!module.name.includes(search) || module.modules || seen.has(module.identifier)) continue;
  seen.add(module.identifier);
  const path = (module.issuerPath ?? []).map((issuer) => issuer.name);
  const used = Array.isArray(module.usedExports) ? module.usedExports.join(', ') || 'none' : String(module.usedExports);
  console.log(module.name);
  console.log(`  issuer path: ${[...path, module.name].join(' -> ')}`);
  console.log(`  exports: ${(module.providedExports ?? []).join(', ')} (used: ${used})`);
  for (const reason of module.reasons) {
    const state = reason.active ? '' : ' [inactive]';
    console.log(`  reason: ${reason.type} in ${reason.moduleName ?? 'the entry'} at ${reason.loc}${state}`);
  }
  for (const bailout of module.optimizationBailout) console.log(`  bailout: ${bailout}`);
}
