import { writeFile } from 'node:fs/promises';
import { beforeAll, describe, expect, it } from 'vitest';
import { cleanUp, ExampleProject, serveFolder, type RunResult } from './example-project';
import { useSharedBrowser } from './shared-browser';

const openPage = useSharedBrowser();

const CHUNKS = ['main', 'notes', 'runtime', 'vendors'] as const;
type Chunk = (typeof CHUNKS)[number];
type Names = Record<Chunk, string>;

/** The emitted file name of each chunk, after checking that dist/ holds exactly these four plus index.html. */
async function fileNames(project: ExampleProject): Promise<Names> {
  const files = await project.files();
  expect(files).toHaveLength(5);
  expect(files).toContain('index.html');
  const names = {} as Names;
  for (const chunk of CHUNKS) {
    const matching = files.filter((file) => new RegExp(`^${chunk}\\.[0-9a-f]{20}\\.js$`).test(file));
    expect(matching, `dist/${chunk}.<20 hex digits>.js`).toHaveLength(1);
    names[chunk] = matching[0]!;
  }
  return names;
}

/** The chunks whose file name differs between two builds. */
function changed(before: Names, after: Names): Chunk[] {
  return CHUNKS.filter((chunk) => before[chunk] !== after[chunk]);
}

async function edit(project: ExampleProject, file: string, change: (text: string) => string): Promise<void> {
  const before = await project.read(file);
  const after = change(before);
  expect(after).not.toBe(before);
  await writeFile(project.path(file), after);
}

// The edits of the guide's "What changes when" table.
const editGreeting = (project: ExampleProject) => edit(project, 'src/greeting.js', (text) => text.replace('Welcome back', 'Good to see you'));
const editStyle = (project: ExampleProject) => edit(project, 'src/style.css', (text) => text.replace('2rem', '3rem'));
const editNotes = (project: ExampleProject) => edit(project, 'src/notes.js', (text) => text.replace('Dark theme', 'Dark mode'));
const addPrintStylesheet = async (project: ExampleProject) => {
  await writeFile(project.path('src/print.css'), '@media print {\n  button {\n    display: none;\n  }\n}\n');
  await edit(project, 'src/index.js', (text) => `import './print.css';\n${text}`);
};
const naturalIds = (project: ExampleProject) =>
  edit(project, 'webpack.config.js', (text) => text.replace("moduleIds: 'deterministic'", "moduleIds: 'natural'"));
const noRuntimeChunk = (project: ExampleProject) => edit(project, 'webpack.config.js', (text) => text.replace("    runtimeChunk: 'single',\n", ''));
const noEnforce = (project: ExampleProject) => edit(project, 'webpack.config.js', (text) => text.replace('          enforce: true,\n', ''));

interface Build {
  result: RunResult;
  files: string[];
  html: string;
}

/** `npm run build` as the guide runs it, then what it left in dist/. */
async function build(project: ExampleProject): Promise<Build> {
  const result = await project.run('build');
  expect(result.code, result.output).toBe(0);
  return { result, files: await project.files(), html: await project.read('dist/index.html') };
}

/**
 * A test awaits the promise later; until then a failure must not count as an unhandled rejection
 * (the test that awaits it still gets the error). Every started job is also awaited before the
 * copies are removed.
 */
const pending: Promise<unknown>[] = [];
function started<T>(job: Promise<T>): Promise<T> {
  job.catch(() => {});
  pending.push(job);
  return job;
}

describe('Caching', () => {
  // Each build runs in its own copy, all at once; the tests below only wait for the ones they check.
  let project: ExampleProject;
  let firstBuild: Promise<Build & { names: Names }>;
  let rows: Record<'greeting' | 'style' | 'notes' | 'print', Promise<Build & { names: Names }>>;
  let natural: Promise<{ before: Build & { names: Names }; after: Build & { names: Names } }>;
  let withoutRuntimeChunk: Promise<{ before: Build; after: Build }>;
  let withoutEnforce: Promise<{ project: ExampleProject; build: Build }>;

  beforeAll(async () => {
    // Registered before the copies, so their removal (after the file's tests) waits for every build first.
    cleanUp(() => Promise.allSettled(pending));
    const named = async (copy: ExampleProject) => {
      const done = await build(copy);
      return { ...done, names: await fileNames(copy) };
    };
    const copy = async (prepare?: (copy: ExampleProject) => Promise<void>) => {
      const made = await ExampleProject.copy('caching');
      await prepare?.(made);
      return made;
    };
    const [main, greeting, style, notes, print, naturalCopy, noRuntimeCopy, noEnforceCopy] = await Promise.all([
      copy(),
      copy(editGreeting),
      copy(editStyle),
      copy(editNotes),
      copy(addPrintStylesheet),
      copy(naturalIds),
      copy(noRuntimeChunk),
      copy(noEnforce),
    ]);
    project = main;
    firstBuild = started(named(main));
    rows = {
      greeting: started(named(greeting)),
      style: started(named(style)),
      notes: started(named(notes)),
      print: started(named(print)),
    };
    natural = started(
      (async () => {
        const before = await named(naturalCopy);
        await addPrintStylesheet(naturalCopy);
        return { before, after: await named(naturalCopy) };
      })(),
    );
    withoutRuntimeChunk = started(
      (async () => {
        const before = await build(noRuntimeCopy);
        await editNotes(noRuntimeCopy);
        return { before, after: await build(noRuntimeCopy) };
      })(),
    );
    withoutEnforce = started(build(noEnforceCopy).then((done) => ({ project: noEnforceCopy, build: done })));
  });

  it('emits runtime, vendors, main and notes with a 20-digit content hash, loaded by index.html in that order', async () => {
    const { result, names: first, html } = await firstBuild;
    for (const chunk of CHUNKS) {
      expect(result.output).toMatch(
        new RegExp(`asset ${first[chunk].replace(/\./g, '\\.')} [\\d.]+ (KiB|bytes) \\[emitted\\] \\[immutable\\] \\[minimized\\] \\(name: ${chunk}\\)`),
      );
    }
    expect(result.output).toContain(`Entrypoint main 7.27 KiB = ${first.runtime} 2.99 KiB ${first.vendors} 3.36 KiB ${first.main} 944 bytes`);
    const positions = (['runtime', 'vendors', 'main'] as const).map((chunk) => html.indexOf(`src=${first[chunk]}`));
    expect(positions.every((position) => position > -1)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    expect(html).not.toContain(first.notes);
    // What each chunk holds.
    expect(await project.read(`dist/${first.vendors}`)).toContain("Couldn't find a style target");
    expect(await project.read(`dist/${first.main}`)).not.toContain("Couldn't find a style target");
    expect(await project.read(`dist/${first.main}`)).toContain('Welcome back');
    expect(await project.read(`dist/${first.notes}`)).toContain('Dark theme');
    expect(await project.read(`dist/${first.runtime}`)).toContain(first.notes.slice('notes.'.length, -'.js'.length));
  });

  it('gives every file the same name when nothing changed, and does not even rewrite them', async () => {
    const { names: first } = await firstBuild;
    const { result } = await build(project);
    expect(await fileNames(project)).toEqual(first);
    expect(result.output).toMatch(/assets by status [\d.]+ KiB \[cached\] 4 assets/);
    expect(result.output).toContain('asset index.html 335 bytes [compared for emit] [minimized]');
  });

  it('serves a page that works and loads the notes chunk on click', async () => {
    const { names: first } = await firstBuild;
    const { origin, requests } = await serveFolder(project.path('dist'));
    const { page, problems } = await openPage();
    cleanUp(() => page.context().close());
    await page.goto(`${origin}/index.html`);
    await expect(page.locator('h1').textContent()).resolves.toBe('Welcome back, reader!');
    await page.getByRole('button', { name: 'What is new?' }).click();
    await page.locator('.notes li').first().waitFor();
    await expect(page.locator('.notes li').allTextContents()).resolves.toEqual(['Faster search', 'Dark theme', 'Keyboard shortcuts']);
    expect(requests).toContain(`/${first.notes}`);
    expect(problems).toEqual([]);
  });

  // Each row of the guide's table: an edited copy built once, compared with the first build of the unchanged project.
  describe('what changes when', () => {
    it.each([
      ['a change in greeting.js', 'greeting', ['main']],
      ['a change in style.css', 'style', ['main']],
      ['a change in notes.js (the lazy chunk)', 'notes', ['notes', 'runtime']],
      ["a new module in main (import './print.css'), with deterministic module ids,", 'print', ['main']],
    ] as const)('%s renames %j only, and index.html changes with it', async (_, row, expected) => {
      const first = await firstBuild;
      const edited = await rows[row];
      expect(changed(first.names, edited.names)).toEqual(expected);
      expect(edited.html).not.toBe(first.html);
    });

    it("with moduleIds: 'natural', the same new module also renames notes and runtime", async () => {
      const { before, after } = await natural;
      expect(changed(before.names, after.names)).toEqual(['main', 'notes', 'runtime']);
      expect(after.html).not.toBe(before.html);
    });

    it('without runtimeChunk, a change in the lazy chunk renames main as well', async () => {
      const { before, after } = await withoutRuntimeChunk;
      expect(before.files.filter((file) => file.startsWith('runtime.'))).toEqual([]);
      for (const { files } of [before, after]) {
        expect(files.filter((file) => /^(main|notes|vendors)\.[0-9a-f]{20}\.js$/.test(file))).toHaveLength(3);
      }
      const renamed = ['main', 'notes', 'vendors'].filter(
        (chunk) => before.files.find((file) => file.startsWith(`${chunk}.`)) !== after.files.find((file) => file.startsWith(`${chunk}.`)),
      );
      expect(renamed).toEqual(['main', 'notes']);
      expect(after.html).not.toBe(before.html);
    });

    it('without enforce, the 8 KiB of vendor code stay below minSize and no vendors chunk is made', async () => {
      const { project: copy, build: done } = await withoutEnforce;
      expect(done.files.filter((file) => file.startsWith('vendors.'))).toEqual([]);
      const main = done.files.find((file) => file.startsWith('main.'))!;
      expect(await copy.read(`dist/${main}`)).toContain("Couldn't find a style target");
    });
  });
});
