import { cp, readFile, writeFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ExampleProject, serveFolder } from './example-project';
import { useSharedBrowser } from './shared-browser';

const openPage = useSharedBrowser();
const CDN = 'https://cdn.example.com/shop/';

/** Answers requests for the CDN host from the project's dist/ folder, recording each path asked for. */
async function fakeCdn(page: Page, dist: string): Promise<string[]> {
  const requested: string[] = [];
  await page.route('https://cdn.example.com/**', async (route) => {
    const path = new URL(route.request().url()).pathname;
    requested.push(path);
    try {
      const body = await readFile(join(dist, path.replace(/^\/shop\//, '')));
      const contentType = extname(path) === '.svg' ? 'image/svg+xml' : 'text/javascript';
      await route.fulfill({ status: 200, body, contentType });
    } catch {
      await route.fulfill({ status: 404, body: 'not found' });
    }
  });
  return requested;
}

/** Clicks the button that loads the lazy chunk; resolves with the text the chunk renders. */
async function showDetails(page: Page): Promise<string | null> {
  await page.getByRole('button', { name: 'Show details' }).click();
  return page.locator('#details').textContent();
}

/** Whether the logo image loads (a missing file leaves it with no width). */
function logoLoaded(page: Page): Promise<boolean> {
  return page.locator('img[alt="Logo"]').evaluate(async (img: HTMLImageElement) => {
    await img.decode().catch(() => undefined);
    return img.complete && img.naturalWidth > 0;
  });
}

describe('Public Path', () => {
  it("builds with 'auto': relative script tag in the HTML, the URL worked out at runtime", async () => {
    const project = await ExampleProject.copy('public-path');
    const result = await project.run('build');
    expect(result.code).toBe(0);
    expect(result.output).toMatch(/asset js\/main\.js [\d.]+ KiB \[emitted\] \[minimized\] \(name: main\)/);
    expect(result.output).toMatch(/asset js\/details\.[0-9a-f]{8}\.js \d+ bytes \[emitted\] \[immutable\] \[minimized\] \(name: details\)/);
    expect(result.output).toMatch(/asset images\/logo\.[0-9a-f]{8}\.svg \d+ bytes \[emitted\] \[immutable\] \[from: src\/logo\.svg\]/);
    const files = await project.files('dist');
    expect(files).toHaveLength(4);
    expect(files).toEqual(expect.arrayContaining(['index.html', 'js/main.js']));
    expect(await project.read('dist/index.html')).toContain('<script defer src=js/main.js></script>');
    const main = await project.read('dist/js/main.js');
    expect(main).toContain('Automatic publicPath is not supported in this browser');
    expect(main).toContain('+"../"');

    // Deployed under /shop/: the chunk and the image come from /shop/ too.
    await cp(project.path('dist'), project.path('site/shop'), { recursive: true });
    const { origin, requests } = await serveFolder(project.path('site'));
    const { page, problems } = await openPage();
    await page.goto(`${origin}/shop/`);
    await expect(showDetails(page)).resolves.toBe(`Loaded from ${origin}/shop/js/../`);
    await expect(logoLoaded(page)).resolves.toBe(true);
    expect(requests).toEqual(
      expect.arrayContaining([expect.stringMatching(/^\/shop\/js\/details\.[0-9a-f]{8}\.js$/), expect.stringMatching(/^\/shop\/images\/logo\.[0-9a-f]{8}\.svg$/)]),
    );
    expect(problems).toEqual([]);

    // The same page at a deeper URL asks for js/main.js next to itself, which does not exist.
    await cp(project.path('dist/index.html'), project.path('site/shop/products/index.html'));
    const deep = await openPage();
    await deep.page.goto(`${origin}/shop/products/`);
    expect(requests).toContain('/shop/products/js/main.js');
    await expect(deep.page.getByRole('button').count()).resolves.toBe(0);
  });

  it('a fixed public path works from any page URL; without the trailing slash, runtime URLs break', async () => {
    const [project, noSlash] = await Promise.all([ExampleProject.copy('public-path'), ExampleProject.copy('public-path')]);
    const [result, noSlashResult] = await Promise.all([
      project.run('build', ['--env', 'publicPath=/shop/']),
      noSlash.run('build', ['--env', 'publicPath=/shop']),
    ]);
    expect(result.code).toBe(0);
    expect(await project.read('dist/index.html')).toContain('<script defer src=/shop/js/main.js></script>');
    const main = await project.read('dist/js/main.js');
    expect(main).toContain('.p="/shop/"');
    expect(main).not.toContain('Automatic publicPath');

    await cp(project.path('dist'), project.path('site/shop'), { recursive: true });
    await cp(project.path('dist/index.html'), project.path('site/shop/products/index.html'));
    const { origin, requests } = await serveFolder(project.path('site'));
    const { page, problems } = await openPage();
    await page.goto(`${origin}/shop/products/`);
    await expect(showDetails(page)).resolves.toBe('Loaded from /shop/');
    await expect(logoLoaded(page)).resolves.toBe(true);
    expect(requests).toContain('/shop/js/main.js');
    expect(requests).toEqual(expect.arrayContaining([expect.stringMatching(/^\/shop\/js\/details\.[0-9a-f]{8}\.js$/)]));
    expect(problems).toEqual([]);

    // Without the trailing slash, the HTML still gets one, the runtime does not: the entry loads,
    // the logo and the lazy chunk are requested from /shopimages/ and /shopjs/.
    expect(noSlashResult.code).toBe(0);
    expect(await noSlash.read('dist/index.html')).toContain('<script defer src=/shop/js/main.js></script>');
    expect(await noSlash.read('dist/js/main.js')).toContain('.p="/shop"');
    await cp(noSlash.path('dist'), noSlash.path('site/shop'), { recursive: true });
    const broken = await serveFolder(noSlash.path('site'));
    const { page: brokenPage } = await openPage();
    await brokenPage.goto(`${broken.origin}/shop/`);
    expect(broken.requests).toContain('/shop/js/main.js');
    await expect(logoLoaded(brokenPage)).resolves.toBe(false);
    await brokenPage.getByRole('button', { name: 'Show details' }).click();
    await expect
      .poll(() => broken.requests)
      .toEqual(
        expect.arrayContaining([expect.stringMatching(/^\/shopimages\/logo\.[0-9a-f]{8}\.svg$/), expect.stringMatching(/^\/shopjs\/details\.[0-9a-f]{8}\.js$/)]),
      );
    await expect(brokenPage.locator('#details').count()).resolves.toBe(0);
  });

  it('a CDN prefix puts every file, the entry script included, on the CDN', async () => {
    const project = await ExampleProject.copy('public-path');
    expect((await project.run('build')).code).toBe(0);
    const before = new Map<string, string>();
    for (const file of await project.files('dist')) before.set(file, await project.read(`dist/${file}`));

    // Rebuilt in the same folder, as the reader does: only the entry chunk and the HTML are written again.
    const result = await project.run('build', ['--env', `publicPath=${CDN}`]);
    expect(result.code).toBe(0);
    expect(result.output).toMatch(/assets by status \d+ bytes \[cached\] 2 assets/);
    expect(result.output).toMatch(/asset js\/main\.js [\d.]+ KiB \[emitted\] \[minimized\] \(name: main\)/);
    expect(result.output).toMatch(/asset index\.html \d+ bytes \[emitted\] \[minimized\]/);
    expect(await project.read('dist/index.html')).toContain(`<script defer src=${CDN}js/main.js></script>`);
    // The prefix lives in the runtime, inside the entry chunk; the lazy chunk and the image keep their names and content.
    expect(await project.read('dist/js/main.js')).toContain(`.p="${CDN}"`);
    const after = await project.files('dist');
    expect(after).toEqual([...before.keys()]);
    const changed: string[] = [];
    for (const file of after) if ((await project.read(`dist/${file}`)) !== before.get(file)) changed.push(file);
    expect(changed).toEqual(['index.html', 'js/main.js']);

    // The page comes from the app server, everything else from the CDN.
    await cp(project.path('dist/index.html'), project.path('site/index.html'));
    const { origin, requests } = await serveFolder(project.path('site'));
    const { page, problems } = await openPage();
    const cdnRequests = await fakeCdn(page, project.path('dist'));
    await page.goto(`${origin}/`);
    await expect(showDetails(page)).resolves.toBe(`Loaded from ${CDN}`);
    await expect(logoLoaded(page)).resolves.toBe(true);
    expect(requests).toEqual(['/']);
    expect(cdnRequests).toEqual(
      expect.arrayContaining(['/shop/js/main.js', expect.stringMatching(/^\/shop\/js\/details\./), expect.stringMatching(/^\/shop\/images\/logo\./)]),
    );
    expect(problems).toEqual([]);
  });

  it('__webpack_public_path__ set by the page sends the chunk and the image to the CDN', async () => {
    const [project, lateImport] = await Promise.all([ExampleProject.copy('public-path'), ExampleProject.copy('public-path')]);
    // The order claim: with the assignment imported after the logo, the logo's URL is already fixed.
    const index = await lateImport.read('src/index.js');
    const swapped = index.replace("import './public-path.js';\nimport logoUrl from './logo.svg';\n", "import logoUrl from './logo.svg';\nimport './public-path.js';\n");
    expect(swapped).not.toBe(index);
    await writeFile(lateImport.path('src/index.js'), swapped);
    const results = await Promise.all([project.run('build'), lateImport.run('build')]);
    expect(results.map((result) => result.code)).toEqual([0, 0]);

    // The back end's page, with the bundle served by the app server under /static/.
    await cp(project.path('server/page.html'), project.path('site/index.html'));
    await cp(project.path('dist'), project.path('site/static'), { recursive: true });
    const { origin, requests } = await serveFolder(project.path('site'));
    const { page, problems } = await openPage();
    const cdnRequests = await fakeCdn(page, project.path('dist'));
    await page.goto(`${origin}/`);
    await expect(showDetails(page)).resolves.toBe(`Loaded from ${CDN}`);
    await expect(logoLoaded(page)).resolves.toBe(true);
    expect(requests).toEqual(['/', '/static/js/main.js']);
    expect(cdnRequests).toHaveLength(2);
    expect(cdnRequests).toEqual(
      expect.arrayContaining([expect.stringMatching(/^\/shop\/js\/details\.[0-9a-f]{8}\.js$/), expect.stringMatching(/^\/shop\/images\/logo\.[0-9a-f]{8}\.svg$/)]),
    );
    expect(problems).toEqual([]);

    // Imported too late: the logo comes from where 'auto' found the entry script, the chunk still from the CDN.
    await cp(lateImport.path('server/page.html'), lateImport.path('site/index.html'));
    await cp(lateImport.path('dist'), lateImport.path('site/static'), { recursive: true });
    const late = await serveFolder(lateImport.path('site'));
    const latePage = await openPage();
    const lateCdnRequests = await fakeCdn(latePage.page, lateImport.path('dist'));
    await latePage.page.goto(`${late.origin}/`);
    await expect(showDetails(latePage.page)).resolves.toBe(`Loaded from ${CDN}`);
    await expect(logoLoaded(latePage.page)).resolves.toBe(true);
    expect(late.requests).toEqual(['/', '/static/js/main.js', expect.stringMatching(/^\/static\/images\/logo\.[0-9a-f]{8}\.svg$/)]);
    expect(lateCdnRequests).toEqual([expect.stringMatching(/^\/shop\/js\/details\.[0-9a-f]{8}\.js$/)]);
  });
});
