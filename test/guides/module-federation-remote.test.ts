import { writeFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { ExampleProject, serveFolder } from './example-project';
import { GuideText } from './guide-text';
import { useSharedBrowser } from './shared-browser';

const openPage = useSharedBrowser();
const guide = new GuideText('module-federation');

describe('Module Federation: the remote on its own', () => {
  it('emits a container entry that serves the exposed module from its own origin, on demand', async () => {
    const [project, unranged] = await Promise.all([ExampleProject.copy('module-federation-remote'), ExampleProject.copy('module-federation-remote')]);
    // Without requiredVersion, webpack looks for tiny-bus in package.json files, finds nothing, and accepts any version.
    const config = await unranged.read('webpack.config.js');
    expect(config).toContain("{ singleton: true, requiredVersion: '^1.4.0' }");
    await writeFile(unranged.path('webpack.config.js'), config.replace(", requiredVersion: '^1.4.0'", ''));
    const [{ code, output }, withoutRange] = await Promise.all([project.run('build'), unranged.npx('webpack')]);
    expect(withoutRange.code).toBe(0);
    expect(withoutRange.output).toContain('consume shared module (default) tiny-bus@* (singleton)');
    expect(withoutRange.output).toContain(
      'WARNING in shared module tiny-bus\nNo required version specified and unable to automatically determine one. Unable to find required version for "tiny-bus" in description file/s\n',
    );

    expect(code).toBe(0);
    guide.expectShownLines('Build the remote:', output);
    // The version of the provided copy comes from packages/tiny-bus/package.json, the range from the configuration.
    expect(output).toContain('provide shared module (default) tiny-bus@1.4.0 = ./packages/tiny-bus/index.js');
    expect(output).toContain('consume shared module (default) tiny-bus@^1.4.0 (singleton)');
    expect(output).not.toContain('WARNING');
    expect(await project.files('dist')).toEqual(['30.js', '373.js', 'remoteEntry.js']);

    // A page on another origin (here about:blank) loads the container entry with a script tag, as a host does.
    const { origin, requests } = await serveFolder(project.path('dist'));
    const { page, problems } = await openPage();
    await page.setContent(`<!doctype html><div id="slot"></div><script src="${origin}/remoteEntry.js"></script>`);
    expect(await page.evaluate(() => Object.keys((window as unknown as { cart: object }).cart).sort())).toEqual(['get', 'init']);
    expect(requests).toEqual(['/remoteEntry.js']);

    const text = await page.evaluate(async () => {
      const cart = (window as unknown as { cart: { init(scope: object): Promise<void>; get(name: string): Promise<() => any> } }).cart;
      await cart.init({});
      const { mountAddToCart } = (await cart.get('./AddToCart'))();
      const slot = document.querySelector('#slot')!;
      mountAddToCart(slot, 'kettle');
      return slot.textContent;
    });
    expect(text).toBe('Add kettle to cart cart widget, tiny-bus 1.4.0');
    // The exposed module and the shared package came later, from the remote's origin: publicPath 'auto'.
    expect([...requests].sort()).toEqual(['/30.js', '/373.js', '/remoteEntry.js']);

    const missing = await page.evaluate(() =>
      (window as unknown as { cart: { get(name: string): Promise<unknown> } }).cart.get('./Checkout').then(
        () => 'resolved',
        (error: Error) => error.message,
      ),
    );
    expect(missing).toBe('Module "./Checkout" does not exist in container.');
    expect(problems).toEqual([]);
  });
});
