// Builds both configurations with webpack's Node.js API instead of the CLI.
// `node scripts/build.js` builds once; `node scripts/build.js --watch` rebuilds on every change.
import webpack from 'webpack';
import createConfigs from '../webpack.config.js';

const compiler = webpack(createConfigs({ label: 'api' }));

function report(stats) {
  console.log(stats.toString({ preset: 'minimal', colors: false }));
  const { errors, warnings } = stats.toJson({ all: false, errors: true, warnings: true });
  console.log(`api: ${errors.length} errors, ${warnings.length} warnings`);
}

if (process.argv.includes('--watch')) {
  compiler.watch({}, (err, stats) => {
    if (err) return console.error(err);
    report(stats);
  });
  // compiler.close() closes the active watching first, then every compiler.
  const stop = () => compiler.close(() => console.log('api: watcher closed'));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
} else {
  compiler.run((err, stats) => {
    if (err) {
      console.error(err);
      process.exitCode = 2;
    } else {
      report(stats);
      if (stats.hasErrors()) process.exitCode = 1;
    }
    compiler.close((closeErr) => {
      if (closeErr) console.error(closeErr);
    });
  });
}
