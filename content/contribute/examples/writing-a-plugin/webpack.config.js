import { SizeReportPlugin } from './plugins/size-report-plugin.js';

export default (env) => ({
  mode: 'production',
  devtool: 'source-map',
  plugins: [
    new SizeReportPlugin({
      maxSize: 3500,
      // `npx webpack --env stage=ADDITIONAL` taps the wrong stage on purpose.
      stage: env.stage,
      hints: env.hints,
    }),
  ],
});
