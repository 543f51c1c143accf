import { mkdir, writeFile } from 'node:fs/promises';
import { get } from 'node:http';
import { pathToFileURL } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import webpack from 'webpack';
import WebpackDevServer from 'webpack-dev-server';
import WebSocket from 'ws';
import { ExampleProject, freePort, shell, type RunResult, type RunningScript } from './example-project';
import { GuideText } from './guide-text';
import { useSharedBrowser } from './shared-browser';

const page = new GuideText('dev-server', 'configuration');
const openPage = useSharedBrowser();

/** How long to wait for something to reach the browser: generous, as other test files build at the same time. */
const UPDATE = { timeout: 20_000 };

/** One message of the dev server's client protocol. */
interface Message {
  type: string;
  data?: unknown;
}

/** A connection to the dev server as its browser client makes it, collecting the messages it receives. */
async function connect(port: number): Promise<{ messages: Message[]; next: (type: string) => Promise<Message>; close: () => void }> {
  const socket = new WebSocket(`ws://127.0.0.1:${port}/ws`, { origin: `http://127.0.0.1:${port}` });
  const messages: Message[] = [];
  socket.on('message', (data) => messages.push(JSON.parse(String(data)) as Message));
  await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
  /** The first message of `type` received after the ones already read. */
  let read = 0;
  const next = async (type: string) => {
    const until = Date.now() + 20_000;
    for (;;) {
      const at = messages.findIndex((message, index) => index >= read && message.type === type);
      if (at > -1) {
        read = at + 1;
        return messages[at]!;
      }
      if (Date.now() > until) throw new Error(`no ${type} message; received ${JSON.stringify(messages)}`);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  };
  return { messages, next, close: () => socket.close() };
}

/** An overlay filter as the browser client rebuilds it from the text the server sent. */
const rebuild = (encoded: string) =>
  new Function('message', `var callback = ${decodeURIComponent(encoded)}\n        return callback(message)`) as (message: unknown) => boolean;

/** GET `path` from a server listening on a Unix socket. */
function getOverSocket(socketPath: string, path: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    get({ socketPath, path, headers: { host: 'localhost' } }, (response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode!, body }));
    }).on('error', reject);
  });
}

describe('Dev Server options', () => {
  let project: ExampleProject;
  let server: RunningScript;
  let port: number;
  let help: Promise<RunResult>;
  let ipc: RunningScript;

  beforeAll(async () => {
    project = await ExampleProject.copy('dev-server-options', 'configuration');
    port = await freePort();
    server = project.launch('webpack', ['serve', '--port', String(port)]);
    // Not a build: it reads the schema while the server compiles. Into a file, since a pipe loses the end of it.
    help = shell(project.dir, 'webpack serve --help=verbose > help.txt');
    await server.waitFor((output) => /compiled (successfully|with)/.test(output), 'the first build');
    // A second server for the --ipc test, building while the first one answers the tests before it.
    ipc = project.launch('webpack', ['serve', '--ipc', './dev-server.sock']);
  });

  it.each([
    ['/', 200, '<title>dev-server-options</title>'],
    ['/main.js', 200, 'Served by webpack-dev-server'],
    ['/downloads/', 200, 'notes.txt'],
    ['/downloads/notes.txt', 200, 'lists it'],
    ['/assets/logo.svg', 200, '<svg'],
    ['/img/logo.svg', 200, '<svg'],
    ['/assets/', 404, ''],
    ['/logo.svg', 404, ''],
  ])('GET %s answers %i as the static table says', async (path, status, text) => {
    const response = await fetch(`http://127.0.0.1:${port}${path}`);
    expect(response.status).toBe(status);
    expect(await response.text()).toContain(text);
    const row = `| \`${path}\` | ${status} |`;
    expect(page.text, row).toContain(row);
  });

  it('uses the custom WebSocket server, sends the overlay filters as text, and bundles the custom client', async () => {
    const client = await connect(port);
    const overlay = (await client.next('overlay')).data as Record<string, string | boolean>;
    await client.next('hash');
    await client.next('ok');
    client.close();
    await server.waitFor((output) => output.includes('LoggingWebSocketServer: 1 client(s) on /ws'), 'the custom server to log the connection');
    page.expectShownLines('Once a browser has opened the page, the project prints', server.output.replaceAll(project.dir, '…'));

    // The functions' own source text, URI-encoded; errors stay true.
    const config = await project.read('webpack.config.js');
    expect(overlay.errors).toBe(true);
    expect(config).toContain(decodeURIComponent(overlay.warnings as string));
    expect(config).toContain(decodeURIComponent(overlay.runtimeErrors as string));
    const runtimeErrors = rebuild(overlay.runtimeErrors as string);
    expect(runtimeErrors(new Error('ResizeObserver loop completed with undelivered notifications.'))).toBe(false);
    expect(runtimeErrors(new Error('x is not defined'))).toBe(true);

    // The same settings ride in the query of the client entry, inside the bundle.
    const bundle = await (await fetch(`http://127.0.0.1:${port}/main.js`)).text();
    expect(bundle.includes(new URLSearchParams({ overlay: JSON.stringify(overlay) }).toString())).toBe(true);
    // The custom client transport is bundled with the rest.
    expect(bundle.includes('LoggingClient: connecting to')).toBe(true);
  });

  it('reloads the page for a change in the watched directory only', async () => {
    const client = await connect(port);
    await client.next('ok');
    await writeFile(project.path('assets/logo.svg'), `${await project.read('assets/logo.svg')}\n`);
    await writeFile(project.path('public/index.html'), `${await project.read('public/index.html')}\n`);
    const changed = await client.next('static-changed');
    client.close();
    expect(changed.data).toBe(project.path('public/index.html'));
    const changes = client.messages.filter((message) => message.type === 'static-changed').map((message) => message.data);
    expect(changes).not.toContain(project.path('assets/logo.svg'));
  });

  it('lists in its table exactly the flags that webpack serve --help=verbose prints for the dev server', async () => {
    const { output, code } = await help;
    expect(code, output).toBe(0);
    const text = await project.read('help.txt');
    expect(text.length).toBeGreaterThan(400_000);
    const lines = text.split('\n');
    const from = lines.findIndex((line) => line.startsWith('  --allowed-hosts '));
    const to = lines.findIndex((line) => line.startsWith('Global options'));
    expect(from).toBeGreaterThan(-1);
    const printed = new Set(lines.slice(from, to).flatMap((line) => /^ {2}(--[a-z-]+)/.exec(line)?.slice(1) ?? []));
    expect(printed.size).toBeGreaterThan(60);
    const section = page.text.slice(page.text.indexOf('| Option | Flags | Negation | Values |')).split('\n');
    const table = section.slice(2, section.findIndex((line) => !line.startsWith('|')));
    const listed = new Set(table.flatMap((line) => line.match(/--[a-z][a-z-]*/g) ?? []));
    expect([...listed].filter((flag) => !printed.has(flag))).toEqual([]);
    expect([...printed].filter((flag) => !listed.has(flag))).toEqual([]);
    // The value each flag takes is shown as the help prints it.
    for (const line of table) {
      for (const [, flag, value] of line.matchAll(/`(--[a-z-]+)( [<[][a-z.]+[>\]])?`/g)) {
        const helpLine = lines.slice(from, to).find((candidate) => candidate.startsWith(`  ${flag} `));
        expect(helpLine?.slice(2).split(/ {2,}/)[0], flag).toBe(`${flag}${value ?? ''}`);
      }
    }
  });

  it.each([
    ['--static-directory ./src --static-public-path /src', { 'static-directory': ['./src'], 'static-public-path': ['/src'] }, ['public', 'assets', { directory: './src', publicPath: '/src' }]],
    ['--no-static-watch', { 'static-watch': false }, ['public', 'assets', { watch: false }]],
    ['--static', { static: true }, true],
    ['--static-reset --static-directory ./src', { 'static-reset': true, 'static-directory': ['./src'] }, [{ directory: './src' }]],
  ])('npx webpack serve %s: the static entries as the page lists them', async (flags, values, expected) => {
    expect(page.text).toContain(`| \`npx webpack serve ${flags}\` |`);
    // What webpack-cli does with the flags' values: webpack's processArguments on a copy of the devServer section.
    const { default: config } = (await import(pathToFileURL(project.path('webpack.config.js')).href)) as { default: webpack.Configuration };
    // Only the static entries matter here; copy them, since the imported configuration is shared.
    const devServer: Record<string, unknown> = { static: [...(config.devServer!.static as unknown[])] };
    const problems = webpack.cli.processArguments(webpack.cli.getArguments(WebpackDevServer.schema as never), devServer, values as never);
    expect(problems).toBeNull();
    /** A folder of the copy as the page names it. */
    const short = (entry: unknown) => {
      if (typeof entry === 'string') return entry.replace(`${project.dir}/`, '');
      return (entry as { directory?: string }).directory === project.path('assets') ? 'assets' : entry;
    };
    expect(Array.isArray(devServer.static) ? devServer.static.map(short) : devServer.static).toEqual(expected);
  });

  it('pairs --open-target and --open-app-name values by position', () => {
    expect(page.text).toContain('`--open-target / --open-target /admin/ --open-app-name firefox` opens `/` in Firefox');
    const devServer: Record<string, unknown> = {};
    webpack.cli.processArguments(webpack.cli.getArguments(WebpackDevServer.schema as never), devServer, { 'open-target': ['/', '/admin/'], 'open-app-name': ['firefox'] });
    expect(devServer.open).toEqual([{ target: '/', app: { name: 'firefox' } }, { target: '/admin/' }]);
  });

  it('listens on a Unix socket instead of a port with --ipc', async () => {
    await ipc.waitFor((output) => output.includes('Content not from webpack'), 'the server to listen');
    page.expectShownLines('npx webpack serve --ipc ./dev-server.sock', ipc.output.replaceAll(project.dir, '…'));
    const answer = await getOverSocket(project.path('dev-server.sock'), '/');
    expect(answer.status).toBe(200);
    expect(answer.body).toContain('<title>dev-server-options</title>');
    await ipc.stop();
  });

  it('keeps the overlay closed for a dependency’s warning alone, and lists both warnings once the project’s own passes', async () => {
    // A connection like the client's, to read the warnings as the server sends them.
    const client = await connect(port);
    await client.next('ok');
    await mkdir(project.path('node_modules/noisy-lib'), { recursive: true });
    await writeFile(project.path('node_modules/noisy-lib/package.json'), '{ "name": "noisy-lib", "type": "module", "main": "index.js" }\n');
    await writeFile(project.path('node_modules/noisy-lib/index.js'), 'export const load = (name) => import(name);\n');
    const index = await project.read('src/index.js');
    await writeFile(project.path('src/index.js'), `import { load } from 'noisy-lib';\nwindow.load = load;\n${index}`);
    const alone = (await client.next('warnings')).data as Record<string, string>[];
    expect(alone.map((warning) => warning.moduleName)).toEqual(['./node_modules/noisy-lib/index.js']);

    // Opened after that build, the page gets the warning when it connects, logs it, and the filter keeps the overlay closed.
    const { page: browserPage } = await openPage();
    const consoleLines: string[] = [];
    browserPage.on('console', (message) => consoleLines.push(message.text()));
    await browserPage.goto(`http://localhost:${port}/`);
    await expect.poll(() => consoleLines.some((line) => line.includes('WARNING in ./node_modules/noisy-lib/index.js')), UPDATE).toBe(true);
    expect(consoleLines).toContain(`LoggingClient: connecting to ws://localhost:${port}/ws`);
    expect(page.text.replace(/\s+/g, ' ')).toContain("the project's page logs `LoggingClient: connecting to ws://localhost:8080/ws`");
    const overlay = browserPage.locator('#webpack-dev-server-client-overlay');
    expect(await overlay.count()).toBe(0);

    // The project's own warning passes the filter: the overlay opens and lists both.
    await writeFile(project.path('src/index.js'), `import { load } from 'noisy-lib';\nexport const own = (name) => import(name);\nwindow.load = load;\n${index}`);
    const warnings = (await client.next('warnings')).data as Record<string, string>[];
    const shown = () => browserPage.frameLocator('#webpack-dev-server-client-overlay').locator('body').innerText();
    await expect.poll(shown, UPDATE).toContain('WARNING in ./src/index.js');
    expect(await shown()).toContain('WARNING in ./node_modules/noisy-lib/index.js');
    await browserPage.context().close();
    await writeFile(project.path('src/index.js'), index);
    await client.next('ok');
    client.close();
    expect(warnings.map((warning) => Object.keys(warning).sort())).toEqual([
      ['loc', 'message', 'moduleIdentifier', 'moduleName'],
      ['loc', 'message', 'moduleIdentifier', 'moduleName'],
    ]);
    expect(warnings.map((warning) => warning.moduleName)).toEqual(['./node_modules/noisy-lib/index.js', './src/index.js']);
    expect(warnings[1]!.loc).toBe('2:29-41');
    expect(warnings[0]!.message).toBe('Critical dependency: the request of a dependency is an expression');
  });
});
