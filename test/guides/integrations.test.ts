import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { EXAMPLES, ExampleProject, freePort, run, shell } from './example-project';
import { GuideText } from './guide-text';

const guide = new GuideText('integrations');
const bash = (command: string) => `\`\`\`bash\n${command}\n\`\`\``;

/** The server bundle prints the greeting and the label of the build that produced it. */
const runServer = (project: ExampleProject) => run('node', ['dist/server/server.cjs'], project.dir);

describe('Integrations', () => {
  it('builds both configurations from npm scripts, runs postbuild, and passes flags after --', async () => {
    const project = await ExampleProject.copy('integrations');

    const build = await project.run('build');
    expect(build.code, build.output).toBe(0);
    // npm --silent hides the "> postbuild" header, but the post script still runs.
    guide.expectShownLines(bash('npm run build'), build.output);
    expect(await project.files()).toEqual(['server/server.cjs', 'web/main.js']);
    expect((await runServer(project)).stdout).toBe('Hello, Node.js! (production build)\n');

    const server = await project.run('build', ['--config-name', 'server']);
    expect(server.code, server.output).toBe(0);
    guide.expectShownLines(bash('npm run build -- --config-name server'), server.output);
    expect(server.output).not.toContain('web (webpack');

    const development = await project.run('build', ['--mode', 'development']);
    expect(development.code, development.output).toBe(0);
    // --mode is applied after the configuration function, so the label it set stays "production".
    expect((await runServer(project)).stdout).toBe('Hello, Node.js! (production build)\n');
    expect(await project.read('dist/server/server.cjs')).toContain('__webpack_require__');

    const staging = await shell(project.dir, 'npx webpack --config-node-env development --env label=staging && node dist/server/server.cjs');
    expect(staging.code, staging.output).toBe(0);
    guide.expectShownLines('node dist/server/server.cjs\n```', staging.output);
    expect(staging.output).toContain('compiled successfully');
  });

  it('exits with 1 on compile errors, 2 on CLI errors, and 1 on warnings only with --fail-on-warnings', async () => {
    const project = await ExampleProject.copy('integrations');

    // Neither command builds anything, so they can run beside each other.
    const [missing, badMode] = await Promise.all([
      project.npx('webpack', ['--config-name', 'mobile']),
      project.npx('webpack', ['--mode', 'fast']),
    ]);
    expect(missing.code).toBe(2);
    guide.expectShownLines(bash('npx webpack --config-name mobile'), missing.output);
    expect(badMode.code).toBe(2);
    expect(badMode.output).toContain("Invalid value 'fast' for the '--mode' option");

    // The variant the guide copies over src/index.js: a warning, not an error.
    const ci = await shell(project.dir, 'cp src/variants/runtime-import.js src/index.js && npm run --silent ci -- --config-name web');
    expect(ci.code, ci.output).toBe(1);
    guide.expectShownLines('npm run ci -- --config-name web', ci.output);
    const lenient = await project.run('build');
    expect(lenient.code, lenient.output).toBe(0);
    expect(lenient.output).toContain('compiled with 1 warning');

    const source = await project.read('src/server.js');
    await writeFile(project.path('src/server.js'), source.replace("greet('Node.js')", "greet('Node.js'"));
    const broken = await project.run('build');
    expect(broken.code, broken.output).toBe(1);
    expect(broken.output).toContain('Module parse failed');
    // npm skips postbuild when build fails.
    expect(broken.output).not.toContain('postbuild:');
  });

  it('builds, fails and watches with the Node API script', async () => {
    const project = await ExampleProject.copy('integrations');
    const api = await project.run('build:api');
    expect(api.code, api.output).toBe(0);
    guide.expectShownLines(bash('npm run build:api'), api.output);
    expect((await runServer(project)).stdout).toBe('Hello, Node.js! (api build)\n');

    // Started without npm, so that SIGTERM reaches the script alone and its watcher can close.
    const child = project.launch('node', ['scripts/build.js', '--watch']);
    const builds = () => child.output.split('api: 0 errors, 0 warnings').length - 1;
    await expect.poll(builds, { timeout: 60_000 }).toBe(1);
    const greeting = await project.read('src/greeting.js');
    await writeFile(project.path('src/greeting.js'), greeting.replace('Hello', 'Hi'));
    await expect.poll(builds, { timeout: 60_000 }).toBe(2);
    expect((await runServer(project)).stdout).toBe('Hi, Node.js! (api build)\n');
    await child.stop();
    expect(await child.exited).toBe(0);
    expect(child.output).toContain('api: watcher closed');

    await writeFile(project.path('src/server.js'), (await project.read('src/server.js')).replace("greet('Node.js')", "greet('Node.js'"));
    const broken = await project.run('build:api');
    expect(broken.code, broken.output).toBe(1);
    expect(broken.output).toContain('api: 1 errors, 0 warnings');
  });

  it('runs the task runner script, which stops on unknown tasks and failed builds', async () => {
    const project = await ExampleProject.copy('integrations');
    const tasks = await project.run('tasks', ['clean', 'build']);
    expect(tasks.code, tasks.output).toBe(0);
    guide.expectShownLines(bash('npm run tasks -- clean build'), tasks.output);
    expect(await project.files()).toEqual(['server/server.cjs', 'web/main.js']);

    const unknown = await project.run('tasks', ['deploy']);
    expect(unknown.code).toBe(2);
    expect(unknown.output).toContain('tasks: unknown task "deploy"');

    await writeFile(project.path('src/server.js'), (await project.read('src/server.js')).replace("greet('Node.js')", "greet('Node.js'"));
    const failed = await project.run('tasks', ['clean', 'build']);
    expect(failed.code).toBe(1);
    expect(failed.output).toContain('tasks: build failed');
  });

  it('passes node --test on the project and fails it, with webpack’s message, on a broken copy', async () => {
    const source = await readFile(join(EXAMPLES, 'integrations/src/server.js'), 'utf8');
    expect(source).toContain("greet('Node.js')");
    const [good, bad] = await Promise.all([ExampleProject.copy('integrations'), ExampleProject.copy('integrations')]);
    await writeFile(bad.path('src/server.js'), source.replace("greet('Node.js')", "greet('Node.js'"));
    const [passed, failed] = await Promise.all([good.run('test'), bad.run('test')]);

    expect(passed.code, passed.output).toBe(0);
    guide.expectShownLines(bash('npm test'), passed.output);
    // The test writes to memory only.
    await expect(good.files()).rejects.toThrow();

    expect(failed.code, failed.output).toBe(1);
    guide.expectShownLines('same command ends with code 1', failed.output);
  });

  it('serves the web configuration in development mode with npm start', async () => {
    const project = await ExampleProject.copy('integrations');
    const port = await freePort();
    const server = project.start('start', ['--port', String(port)]);
    await server.waitFor((output) => /web \(webpack [\d.]+\) compiled successfully/.test(output), 'the first build', 60_000);
    expect(server.output).not.toContain('server (webpack');
    const bundle = await (await fetch(`http://127.0.0.1:${port}/main.js`)).text();
    expect(bundle).toContain('Hello, ${name}!');
    // Development mode: the dev server's bundle uses the "eval" devtool.
    expect(bundle).toContain('ATTENTION: The "eval" devtool');
  });

  it('rebuilds with npm run watch', async () => {
    const project = await ExampleProject.copy('integrations');
    const watch = project.start('watch');
    const done = (output: string) => output.split('server (webpack').length - 1;
    await watch.waitFor((output) => done(output) === 1, 'the first build', 60_000);
    await writeFile(project.path('src/greeting.js'), (await project.read('src/greeting.js')).replace('Hello', 'Hi'));
    await watch.waitFor((output) => done(output) === 2, 'the rebuild', 60_000);
    expect(await project.read('dist/server/server.cjs')).toContain('Hi, ');
  });
});
