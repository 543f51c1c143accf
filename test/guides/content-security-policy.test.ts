import { cp, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { EXAMPLES, ExampleProject, freePort, serveFolder, type RunResult } from './example-project';
import { GuideText } from './guide-text';
import { useSharedBrowser } from './shared-browser';

const openPage = useSharedBrowser();
const guide = new GuideText('content-security-policy');

/**
 * The controls the guide describes without telling the reader to build them, in one webpack process:
 * the same project without `import './nonce.js'`, without `output.trustedTypes`, and with webpack's own
 * `output.html` (with and without a `csp.nonce`) in place of html-webpack-plugin.
 */
const CONTROLS_CONFIG = `import path from 'node:path';
import config from './webpack.config.js';

const builtinHtml = (folder, csp) => ({
  ...config,
  plugins: config.plugins.filter((plugin) => plugin.constructor.name !== 'HtmlWebpackPlugin'),
  output: { ...config.output, path: path.resolve(import.meta.dirname, folder), htmlFilename: 'index.html', html: { title: 'Release notes', csp } },
});

export default [
  { ...config, entry: './src/no-nonce.js', output: { ...config.output, path: path.resolve(import.meta.dirname, 'dist-no-nonce') } },
  { ...config, output: { ...config.output, trustedTypes: undefined, path: path.resolve(import.meta.dirname, 'dist-no-tt') } },
  builtinHtml('dist-html-nonce', { nonce: '__CSP_NONCE__', policy: { 'script-src': [] } }),
  builtinHtml('dist-html-true', true),
];
`;

interface Violation {
  directive: string;
  blocked: string;
  sample: string;
}

interface Served {
  origin: string;
  port: number;
  output: () => string;
}

/** `npm start` (with `args`) in a copy whose dist/ is built: the example's own server, on a free port. */
async function start(project: ExampleProject, args: string[] = []): Promise<Served> {
  const port = await freePort();
  const server = project.start('start', args, { PORT: String(port) });
  await server.waitFor((output) => output.includes(`http://localhost:${port}/`), 'the server');
  return { origin: `http://127.0.0.1:${port}`, port, output: () => server.output };
}

/**
 * Opens the page, collecting every `securitypolicyviolation` event from the start, presses the button
 * and waits for the page's answer in `<output>`.
 */
async function showNotes(
  origin: string,
): Promise<{ page: Page; problems: string[]; answer: string; responses: string[]; violations: () => Promise<Violation[]> }> {
  const { page, problems } = await openPage();
  // What the server answered: a request the policy blocks never reaches it.
  const responses: string[] = [];
  page.on('response', (response) => responses.push(response.url()));
  // Browsers ask for a favicon, which the example does not have.
  await page.route('**/favicon.ico', (route) => route.fulfill({ status: 204 }));
  await page.addInitScript(() => {
    const seen: Violation[] = [];
    (window as unknown as { violations: Violation[] }).violations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push({ directive: event.effectiveDirective, blocked: event.blockedURI, sample: event.sample }),
    );
  });
  await page.goto(`${origin}/`);
  await page.getByRole('button', { name: 'Show the release notes' }).click();
  const output = page.locator('output');
  await expect.poll(() => output.textContent(), { timeout: 20_000 }).not.toBe('');
  return {
    page,
    problems,
    answer: (await output.textContent())!,
    responses,
    violations: () => page.evaluate(() => (window as unknown as { violations: Violation[] }).violations),
  };
}

/** `text` with the origin and content hashes made comparable to what the guide shows. */
function normal(text: string, origin?: string): string {
  return (origin ? text.replaceAll(origin, 'http://localhost:8080') : text).replace(/\.[0-9a-f]{8}\.(js|css)\b/g, '.HASH.$1');
}

/** A shown line as a pattern: `…` stands for any text. */
function pattern(line: string): RegExp {
  return new RegExp(`^${line.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/…/g, '.*')}$`);
}

/** The hashed file of `name` with extension `ext` in a build's folder. */
async function emitted(project: ExampleProject, name: string, ext: string, folder = 'dist'): Promise<string> {
  const file = (await project.files(folder)).find((candidate) => new RegExp(`^${name}\\.[0-9a-f]{8}\\.${ext}$`).test(candidate));
  expect(file, `${name}.*.${ext} in ${folder}`).toBeDefined();
  return file!;
}

describe('content-security-policy guide', () => {
  type BuildName = 'main' | 'controls' | 'development';
  const builds = {} as Record<BuildName, Promise<{ project: ExampleProject; result: RunResult }>>;

  beforeAll(async () => {
    const names: BuildName[] = ['main', 'controls', 'development'];
    const projects = await Promise.all(names.map(() => ExampleProject.copy('content-security-policy')));
    const project = Object.fromEntries(names.map((name, i) => [name, projects[i]!])) as Record<BuildName, ExampleProject>;

    const index = await readFile(join(EXAMPLES, 'content-security-policy/src/index.js'), 'utf8');
    expect(index).toMatch(/^import '\.\/nonce\.js';\n/);
    await Promise.all([
      writeFile(project.controls.path('webpack.controls.js'), CONTROLS_CONFIG),
      writeFile(project.controls.path('src/no-nonce.js'), index.replace("import './nonce.js';\n", '')),
    ]);

    const commands: Record<BuildName, (p: ExampleProject) => Promise<RunResult>> = {
      main: (p) => p.run('build'),
      controls: (p) => p.npx('webpack', ['--config', 'webpack.controls.js']),
      development: (p) => p.npx('webpack', ['--mode', 'development']),
    };
    // Two at a time: the machine has two cores.
    let previous: Promise<unknown> = Promise.resolve();
    for (const name of names) {
      const first = name === 'main' || name === 'controls';
      const after = first ? Promise.resolve() : previous;
      builds[name] = after.then(() => commands[name](project[name])).then((result) => ({ project: project[name], result }));
      if (name === 'main') previous = builds[name].catch(() => undefined);
    }
  });

  it('builds the page with a nonce placeholder on its script tag and a Trusted Types policy in the runtime', async () => {
    const { project, result } = await builds.main;
    expect(result.code).toBe(0);
    guide.expectShownLines('npm run build', result.output);
    const main = await emitted(project, 'main', 'js');
    const notes = await emitted(project, 'notes', 'js');
    const css = await emitted(project, 'notes', 'css');
    expect(await project.files('dist')).toEqual(['index.html', main, notes, css].sort());
    const html = await project.read('dist/index.html');
    expect(html).toContain(`<script defer nonce=__CSP_NONCE__ src=${main}></script>`);
    expect(html.match(/<script/g)).toHaveLength(1);

    const code = await project.read(`dist/${main}`);
    // __webpack_nonce__ is __webpack_require__.nc; the nonce runtime module resets it, nonce.js sets it.
    expect(code).toContain('.nc=void 0,r.nc=document.currentScript.nonce;');
    // The script and the stylesheet loaders both copy it onto the element they create.
    expect(code).toMatch(/document\.createElement\("script"\),\w+\.charset="utf-8",r\.nc&&\w+\.setAttribute\("nonce",r\.nc\)/);
    expect(code).toMatch(/document\.createElement\("link"\);\w+\.rel="stylesheet",\w+\.type="text\/css",r\.nc&&\(\w+\.nonce=r\.nc\)/);
    // The chunk URL goes through the policy before it reaches script.src.
    expect(code).toContain('trustedTypes.createPolicy("csp-demo",e)');
    expect(code).toContain('r.tu=e=>r.tt().createScriptURL(e)');
    expect(code).toMatch(/\.src=r\.tu\(\w+\)/);
    for (const line of guide.shownOutputAfter('The policy helper, from the minified runtime:')) expect(code).toContain(line);
  });

  it('the server sends a strict policy with a fresh nonce, the same one it writes into the page', async () => {
    const { project } = await builds.main;
    const server = await start(project);
    // The reader's server listens on the default port, 8080.
    guide.expectShownLines('npm start', server.output().replace(`:${server.port}/`, ':8080/'));
    const first = await fetch(`${server.origin}/`);
    const second = await fetch(`${server.origin}/`);
    const nonces: string[] = [];
    for (const response of [first, second]) {
      const policy = response.headers.get('content-security-policy')!;
      const nonce = /'nonce-([A-Za-z0-9+/]{24})'/.exec(policy)?.[1];
      expect(nonce).toBeDefined();
      nonces.push(nonce!);
      expect(policy).toBe(
        `default-src 'self'; script-src 'nonce-${nonce}'; style-src 'nonce-${nonce}'; object-src 'none'; base-uri 'none'; ` +
          "require-trusted-types-for 'script'; trusted-types csp-demo",
      );
      expect(response.headers.get('cache-control')).toBe('no-store');
      const html = await response.text();
      expect(html).toContain(`<script defer nonce=${nonce} src=`);
      expect(html).not.toContain('__CSP_NONCE__');
    }
    expect(nonces[0]).not.toBe(nonces[1]);
    // Scripts and styles themselves are served as they are, without a policy of their own.
    const main = await emitted(project, 'main', 'js');
    const script = await fetch(`${server.origin}/${main}`);
    expect(script.headers.get('content-security-policy')).toBeNull();
    expect(await script.text()).toBe(await project.read(`dist/${main}`));
  });

  it('under that policy, Chromium loads the lazy chunk and its stylesheet with the nonce', async () => {
    const { project } = await builds.main;
    const server = await start(project);
    const { page, problems, answer, violations } = await showNotes(server.origin);
    expect(answer).toBe('Release notes loaded');
    expect(await page.locator('.notes li').allTextContents()).toEqual(['Faster start-up', 'Smaller bundles', 'Fewer bugs']);
    expect(await page.locator('.notes').evaluate((list) => getComputedStyle(list).color)).toBe('rgb(0, 128, 0)');
    expect(await violations()).toEqual([]);
    expect(problems).toEqual([]);
    // The stylesheet link is still in the page, with the page's nonce.
    const css = await emitted(project, 'notes', 'css');
    const nonces = await page.evaluate(() => ({
      script: document.querySelector('script')!.nonce,
      attribute: document.querySelector('script')!.getAttribute('nonce'),
      link: document.querySelector<HTMLLinkElement>('link[rel="stylesheet"]')!.nonce,
      href: document.querySelector('link[rel="stylesheet"]')!.getAttribute('href'),
    }));
    expect(nonces.script).toMatch(/^[A-Za-z0-9+/]{24}$/);
    expect(nonces).toEqual({ script: nonces.script, attribute: '', link: nonces.script, href: `http://127.0.0.1:${new URL(server.origin).port}/${css}` });
  });

  it('without __webpack_nonce__, the policy blocks the chunk and its stylesheet; with strict-dynamic only the stylesheet', async () => {
    const { project: controls, result } = await builds.controls;
    expect(result.code).toBe(0);
    const project = await ExampleProject.copy('content-security-policy');
    await cp(controls.path('dist-no-nonce'), project.path('dist'), { recursive: true });
    const notes = await emitted(project, 'notes', 'js');
    const css = await emitted(project, 'notes', 'css');
    expect(await project.read(`dist/${await emitted(project, 'main', 'js')}`)).not.toContain('currentScript.nonce');

    const server = await start(project);
    const blocked = await showNotes(server.origin);
    // The CSS chunk's failure arrives first and ends the import().
    expect(normal(blocked.answer, server.origin)).toBe(normal(guide.shownOutputAfter('and the page reports:').join('\n')));
    expect(blocked.answer).toBe(`ChunkLoadError: Loading CSS chunk 942 failed.\n(error: ${server.origin}/${css})`);
    // The console names the directive, for the script and for the stylesheet.
    const [shown] = guide.shownOutputAfter('Chromium logs, for the script:');
    const script = blocked.problems.find((line) => line.startsWith('Loading the script'));
    expect(normal(script!, server.origin)).toMatch(pattern(normal(shown!)));
    expect(script).toContain(`'${server.origin}/${notes}'`);
    expect(blocked.problems.find((line) => line.startsWith('Loading the stylesheet'))).toMatch(
      new RegExp(`^Loading the stylesheet '${server.origin}/${css.replace('.', '\\.')}' violates the following Content Security Policy directive: "style-src 'nonce-`),
    );
    expect(await blocked.violations()).toEqual(
      expect.arrayContaining([
        { directive: 'script-src-elem', blocked: `${server.origin}/${notes}`, sample: '' },
        { directive: 'style-src-elem', blocked: `${server.origin}/${css}`, sample: '' },
      ]),
    );
    // Blocked before any request was made.
    expect(blocked.responses).toEqual([`${server.origin}/`, `${server.origin}/${await emitted(project, 'main', 'js')}`]);
    expect(await blocked.page.locator('.notes').count()).toBe(0);

    // 'strict-dynamic' trusts the script that the nonced main bundle inserts, but not the stylesheet.
    const dynamic = await start(project, ['--strict-dynamic']);
    const partly = await showNotes(dynamic.origin);
    expect(partly.answer).toBe(`ChunkLoadError: Loading CSS chunk 942 failed.\n(error: ${dynamic.origin}/${css})`);
    expect(await partly.violations()).toEqual([{ directive: 'style-src-elem', blocked: `${dynamic.origin}/${css}`, sample: '' }]);
    await expect.poll(() => partly.responses).toContain(`${dynamic.origin}/${notes}`);
    expect(partly.responses).not.toContain(`${dynamic.origin}/${css}`);
  });

  it('without output.trustedTypes, assigning the chunk URL to script.src throws', async () => {
    const { project: controls, result } = await builds.controls;
    expect(result.code).toBe(0);
    const project = await ExampleProject.copy('content-security-policy');
    await cp(controls.path('dist-no-tt'), project.path('dist'), { recursive: true });
    const main = await project.read(`dist/${await emitted(project, 'main', 'js')}`);
    expect(main).not.toContain('trustedTypes');

    const server = await start(project);
    const { answer, problems, violations } = await showNotes(server.origin);
    expect(answer).toBe(guide.shownOutputAfter('The click ends in').join('\n'));
    expect(await violations()).toContainEqual({ directive: 'require-trusted-types-for', blocked: 'trusted-types-sink', sample: expect.stringMatching(/^HTMLScriptElement src\|/) });
    expect(problems).toContain("This document requires 'TrustedScriptURL' assignment. The action has been blocked.");
  });

  it("on a static host, a policy by origin loads the nonce-less chunks, and Trusted Types still apply", async () => {
    const { project, result } = await builds.controls;
    expect(result.code).toBe(0);
    // A host that serves files as they are, with one fixed header: no nonce anywhere.
    const policy = "script-src 'self'; style-src 'self'; object-src 'none'; base-uri 'none'; require-trusted-types-for 'script'; trusted-types csp-demo";
    const serve = async (folder: string) => {
      const { origin, server } = await serveFolder(project.path(folder));
      server.prependListener('request', (_request, response) => response.setHeader('Content-Security-Policy', policy));
      return origin;
    };
    const html = await project.read('dist-no-nonce/index.html');
    expect(html).toContain('nonce=__CSP_NONCE__');

    const withTypes = await showNotes(await serve('dist-no-nonce'));
    expect(withTypes.answer).toBe('Release notes loaded');
    expect(await withTypes.violations()).toEqual([]);
    expect(withTypes.problems).toEqual([]);

    const withoutTypes = await showNotes(await serve('dist-no-tt'));
    expect(withoutTypes.answer).toBe(guide.shownOutputAfter('The click ends in').join('\n'));
  });

  it("output.html's csp writes a <meta> policy with the placeholder nonce, which the browser does not hide", async () => {
    const { project, result } = await builds.controls;
    expect(result.code).toBe(0);
    const meta = (html: string) => /<meta http-equiv="Content-Security-Policy" content="([^"]*)">/.exec(html)?.[1];
    const withNonce = await project.read('dist-html-nonce/index.html');
    expect(meta(withNonce)).toBe("script-src 'nonce-__CSP_NONCE__'; style-src 'self' 'nonce-__CSP_NONCE__'; object-src 'none'; base-uri 'self'");
    expect(withNonce).toMatch(/<script nonce="__CSP_NONCE__" defer src=main\.[0-9a-f]{8}\.js><\/script>/);
    // csp: true is the baseline: a policy by origin, no nonce.
    const byOrigin = await project.read('dist-html-true/index.html');
    expect(meta(byOrigin)).toBe("script-src 'self'; style-src 'self'; object-src 'none'; base-uri 'self'");
    expect(byOrigin).not.toContain('nonce');

    // Served as it is, with no header: the policy in the <meta> tag is the only one, and the nonce stays readable.
    const { origin } = await serveFolder(project.path('dist-html-nonce'));
    const { page } = await openPage();
    await page.goto(`${origin}/`);
    expect(await page.evaluate(() => ({ nonce: document.querySelector('script')!.nonce, attribute: document.querySelector('script')!.getAttribute('nonce') }))).toEqual({
      nonce: '__CSP_NONCE__',
      attribute: '__CSP_NONCE__',
    });
  });

  it('a policy name the CSP does not list stops the chunk load (onPolicyCreationFailure: "stop")', async () => {
    const { project } = await builds.main;
    const { origin, server } = await serveFolder(project.path('dist'));
    server.prependListener('request', (_request, response) =>
      response.setHeader('Content-Security-Policy', "script-src 'self'; style-src 'self'; require-trusted-types-for 'script'; trusted-types another-name"),
    );
    const { answer, problems } = await showNotes(origin);
    expect(problems).toEqual([
      `Creating a TrustedTypePolicy named 'csp-demo' violates the following Content Security policy directive: "trusted-types another-name". The action has been blocked.`,
    ]);
    expect(answer).toBe(guide.shownOutputAfter('ends the chunk load with').join('\n'));
  });

  it("a development build's eval devtool is refused without 'unsafe-eval'", async () => {
    const { project, result } = await builds.development;
    expect(result.code).toBe(0);
    const main = await project.read(`dist/${await emitted(project, 'main', 'js')}`);
    // devtool 'eval' (the development default) wraps every module in eval(), through the policy's createScript.
    expect(main).toContain('eval(__webpack_require__.ts(');

    const server = await start(project);
    const { page, problems } = await openPage();
    await page.route('**/favicon.ico', (route) => route.fulfill({ status: 204 }));
    await page.goto(`${server.origin}/`);
    await expect.poll(() => problems.length).toBeGreaterThan(0);
    const shown = guide.shownOutputAfter('the console shows:');
    expect(problems).toHaveLength(1);
    expect(problems[0]!.replace(/^uncaught: /, '').trimEnd()).toMatch(pattern(shown[0]!));
    // Nothing ran: the button does nothing.
    await page.getByRole('button', { name: 'Show the release notes' }).click();
    await page.waitForTimeout(300);
    expect(await page.locator('output').textContent()).toBe('');
  });
});
