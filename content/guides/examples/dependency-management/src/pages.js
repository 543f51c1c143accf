const name = process.argv[2] || 'home';

const page = await import(
  /* webpackChunkName: "page-[request]" */
  /* webpackExclude: /\.test\.js$/ */
  `./pages/${name}.js`
);

console.log(`# ${page.title}\n${page.render()}`);
