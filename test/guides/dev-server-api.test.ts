import { writeFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { ExampleProject, freePort, run } from './example-project';
import { GuideText } from './guide-text';

const page = new GuideText('webpack-dev-server', 'api');

function copy(): Promise<ExampleProject> {
  return ExampleProject.copy('dev-server-api', 'api');
}

/** What the reader's terminal shows: the copy's folder as `…`, and the port the page's run got (8080). */
const asShown = (output: string, project: ExampleProject, port: number) =>
  output.replaceAll(project.dir, '…').replaceAll(`:${port}/`, ':8080/');

describe('webpack-dev-server API', () => {
  it('serve.js starts on the first free port, serves the page and the bundle, and stops on SIGTERM', async () => {
    const project = await copy();
    // The page's run found 8080 free; here the search starts at a port nothing else uses.
    const port = await freePort();
    const server = project.launch('node', ['serve.js'], { WEBPACK_DEV_SERVER_BASE_PORT: String(port) });
    await server.waitFor((output) => output.includes('Ready at'), 'the first build');
    page.expectShownLines('node serve.js', asShown(server.output, project, port));
    // The size depends on how deep node_modules lies (module ids are paths); the page says about 180 KiB.
    const size = Number(/asset main\.js (\d+) KiB/.exec(server.output)?.[1]);
    expect(size).toBeGreaterThan(170);
    expect(size).toBeLessThan(190);

    const html = await fetch(`http://127.0.0.1:${port}/`);
    expect(html.status).toBe(200);
    expect(await html.text()).toContain('<script src="/main.js"></script>');
    const bundle = await fetch(`http://127.0.0.1:${port}/main.js`);
    expect(bundle.status).toBe(200);
    const code = await bundle.text();
    expect(code).toContain('Served by webpack-dev-server');
    // start() added the browser client and the hot update code to the entry.
    expect(code).toContain('webpack-dev-server/client');
    expect(code).toContain('webpack/hot/dev-server.js');
    // The bundle is in memory only.
    await expect(project.files('dist')).rejects.toThrow();

    await server.stop();
    await expect(server.exited).resolves.toBe(0);
    page.expectShownLines('Press Ctrl+C', server.output);
  });

  it('ignores a devServer key in the configuration: only the first argument counts', async () => {
    const project = await copy();
    const port = await freePort();
    let ignored = await freePort();
    while (ignored === port) ignored = await freePort();
    const config = await project.read('webpack.config.js');
    await writeFile(project.path('webpack.config.js'), config.replace("entry: './src/index.js',", `$&\n  devServer: { port: ${ignored} },`));
    expect(await project.read('webpack.config.js')).toContain(`devServer: { port: ${ignored} }`);
    const server = project.launch('node', ['serve.js'], { WEBPACK_DEV_SERVER_BASE_PORT: String(port) });
    await server.waitFor((output) => output.includes('Ready at'), 'the first build');
    expect(server.output).toContain(`Ready at http://127.0.0.1:${port}/`);
    await expect(fetch(`http://127.0.0.1:${ignored}/`)).rejects.toThrow();
    await server.stop();
  });

  it('smoke-test.js starts on a port the system picks, fetches three URLs, stops and exits by itself', async () => {
    const project = await copy();
    const result = await run('node', ['smoke-test.js'], project.dir);
    expect(result.code, result.output).toBe(0);
    expect(result.stderr).toBe('');
    page.expectShownLines('node smoke-test.js', result.output);
  });

  it('a misspelt option makes the constructor throw the ValidationError the page quotes', async () => {
    const project = await copy();
    const script = await project.read('smoke-test.js');
    expect(script).toContain('    port: 0,');
    await writeFile(project.path('smoke-test.js'), script.replace('    port: 0,', '    prot: 0,'));
    const result = await run('node', ['smoke-test.js'], project.dir);
    expect(result.code).toBe(1);
    page.expectShownLines('misspell `port`', result.output);
  });
});
