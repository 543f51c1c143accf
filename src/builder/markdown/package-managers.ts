import type { Element, ElementContent, Root as HastRoot } from 'hast';
import { toString } from 'hast-util-to-string';
import { PACKAGE_MANAGERS, type PackageManager } from '../../app/package-manager-tabs';
import { visit } from './visit';

/** One command as each package manager writes it; a line starting `#` says that one has no equivalent. */
export type Commands = Record<PackageManager, string>;

const SAME = (line: string): Commands => ({ npm: line, yarn: line, pnpm: line, bun: line });

/** `npm install` flags, as yarn (4), pnpm and bun spell them; undefined where one has none. */
const INSTALL_FLAGS: Record<string, Partial<Commands>> = {
  '--save-dev': { yarn: '--dev', pnpm: '--save-dev', bun: '--dev' },
  '--save-exact': { yarn: '--exact', pnpm: '--save-exact', bun: '--exact' },
  '--save-optional': { yarn: '--optional', pnpm: '--save-optional', bun: '--optional' },
  '--save-peer': { yarn: '--peer', pnpm: '--save-peer', bun: '--peer' },
  '--global': { pnpm: '--global', bun: '--global' },
};
const SHORT_FLAGS: Record<string, string> = { '-D': '--save-dev', '-E': '--save-exact', '-O': '--save-optional', '-g': '--global' };

/** Yarn 2 and later have no global packages (yarn.lock and Plug'n'Play are per project). */
const NO_YARN_GLOBAL = '# Yarn 2 and later install no global packages: run the command with yarn dlx instead';

/** Packages npx downloads to run once, rather than a command a dependency of the project installed. */
const isDownload = (name: string) => /^create-|^@[^/]+\/create|.@/.test(name);

/**
 * What an npm command line is with yarn (4), pnpm and bun, or undefined for a line this does not know
 * (a shell operator, a quote, an npm subcommand with no counterpart): such a block keeps its one form.
 */
export function convertLine(line: string): { commands: Commands; installs: boolean } | undefined {
  if (/^\s*(#|$)/.test(line)) return { commands: SAME(line), installs: false };
  // A README's shell prompt stays in front of each form.
  const prompt = /^\s*\$\s+/.exec(line)?.[0];
  if (prompt) {
    const converted = convertLine(line.slice(prompt.length));
    return converted && { ...converted, commands: Object.fromEntries(PACKAGE_MANAGERS.map((manager) => [manager, prompt + converted.commands[manager]])) as Commands };
  }
  if (/[|&;<>$`'"\\(){}]/.test(line)) return undefined;
  const [tool, command = '', ...rest] = line.trim().split(/\s+/);
  if (tool === 'npx') {
    const args = [command, ...rest].filter((word) => word !== '--yes' && word !== '-y');
    if (!args[0] || args[0].startsWith('-')) return undefined;
    const run = args.join(' ');
    return isDownload(args[0])
      ? { commands: { npm: line.trim(), yarn: `yarn dlx ${run}`, pnpm: `pnpm dlx ${run}`, bun: `bunx ${run}` }, installs: false }
      : { commands: { npm: line.trim(), yarn: `yarn ${run}`, pnpm: `pnpm exec ${run}`, bun: `bunx ${run}` }, installs: false };
  }
  if (tool !== 'npm') return undefined;
  const npm = line.trim();
  switch (command) {
    case 'install':
    case 'i':
    case 'add':
      return install(npm, rest);
    case 'ci':
      if (rest.length > 0) return undefined;
      return { commands: { npm, yarn: 'yarn install --immutable', pnpm: 'pnpm install --frozen-lockfile', bun: 'bun install --frozen-lockfile' }, installs: true };
    case 'uninstall':
    case 'remove':
    case 'rm':
      if (rest.length === 0 || rest.some((word) => word.startsWith('-'))) return undefined;
      return { commands: { npm, yarn: `yarn remove ${rest.join(' ')}`, pnpm: `pnpm remove ${rest.join(' ')}`, bun: `bun remove ${rest.join(' ')}` }, installs: true };
    case 'run': {
      const [script, ...after] = rest;
      if (!script || script.startsWith('-')) return undefined;
      // npm needs `--` before the script's own arguments; the others pass on whatever follows its name.
      const args = [script, ...(after[0] === '--' ? after.slice(1) : after)].join(' ');
      return { commands: { npm, yarn: `yarn ${args}`, pnpm: `pnpm run ${args}`, bun: `bun run ${args}` }, installs: false };
    }
    case 'start':
    case 'test':
      if (rest.length > 0) return undefined;
      // `bun test` is Bun's own test runner, not the script.
      return { commands: { npm, yarn: `yarn ${command}`, pnpm: `pnpm ${command}`, bun: `bun run ${command}` }, installs: false };
    default:
      return undefined;
  }
}

function install(npm: string, words: readonly string[]): { commands: Commands; installs: boolean } | undefined {
  const flags = words.filter((word) => word.startsWith('-')).map((flag) => SHORT_FLAGS[flag] ?? flag);
  const packages = words.filter((word) => !word.startsWith('-'));
  if (flags.some((flag) => !(flag in INSTALL_FLAGS))) return undefined;
  if (packages.length === 0) {
    if (flags.length > 0) return undefined;
    return { commands: { npm, yarn: 'yarn install', pnpm: 'pnpm install', bun: 'bun install' }, installs: true };
  }
  const commands = { npm } as Commands;
  for (const manager of ['yarn', 'pnpm', 'bun'] as const) {
    const spelled = flags.map((flag) => INSTALL_FLAGS[flag]![manager]);
    commands[manager] = spelled.includes(undefined) ? NO_YARN_GLOBAL : [`${manager} add`, ...spelled, ...packages].join(' ');
  }
  return { commands, installs: true };
}

/**
 * A shell block as each package manager writes it, when every line is one this knows and at least one
 * installs or removes packages (a block of `npm run` lines alone stays as it is: the script names are
 * the news there, not the tool).
 */
export function convertBlock(source: string): Commands | undefined {
  const lines = source.split('\n').map(convertLine);
  if (lines.some((line) => line === undefined) || !lines.some((line) => line!.installs)) return undefined;
  return Object.fromEntries(PACKAGE_MANAGERS.map((manager) => [manager, lines.map((line) => line!.commands[manager]).join('\n')])) as Commands;
}

const SHELL_LANGUAGES = new Set(['bash', 'sh', 'shell', 'console', 'zsh']);

const element = (tagName: string, properties: Element['properties'], children: ElementContent[]): Element => ({ type: 'element', tagName, properties, children });

/**
 * Turns each shell block of npm commands that installs packages into tabs, one per package manager:
 * a tablist and four panels, each a shell block that rehypeHighlight then highlights and gives its copy
 * button. npm's panel comes first and is the one shown without a choice; the others are left out of the
 * Markdown twin (`pm-tabs__alternative`, twin-nodes.ts), which keeps the npm block. It runs on HTML,
 * after a README's sanitiser, which would take the tabs' roles and attributes away.
 */
export function rehypePackageManagerTabs() {
  return (tree: HastRoot) => {
    let groups = 0;
    visit(tree, 'element', (node, index, parent) => {
      const code = node.children[0];
      if (node.tagName !== 'pre' || !parent || index === undefined || code?.type !== 'element' || code.tagName !== 'code') return;
      const language = (Array.isArray(code.properties.className) ? code.properties.className.map(String) : []).find((name) => name.startsWith('language-'));
      if (!language || !SHELL_LANGUAGES.has(language.slice('language-'.length)) || /(?:^|\s)file="/.test(String(code.properties.dataMeta ?? ''))) return;
      const commands = convertBlock(toString(code).replace(/\n$/, ''));
      if (!commands) return;
      const id = `package-managers-${++groups}`;
      const tabs = PACKAGE_MANAGERS.map((manager) =>
        element(
          'button',
          { type: 'button', role: 'tab', id: `${id}-${manager}`, ariaControls: [`${id}-${manager}-panel`], ariaSelected: manager === 'npm' ? 'true' : 'false', tabIndex: manager === 'npm' ? 0 : -1, dataPmTab: manager },
          [{ type: 'text', value: manager }],
        ),
      );
      const panels = PACKAGE_MANAGERS.map((manager) =>
        element(
          'div',
          { role: 'tabpanel', id: `${id}-${manager}-panel`, ariaLabelledBy: [`${id}-${manager}`], className: ['pm-tabs__panel', ...(manager === 'npm' ? [] : ['pm-tabs__alternative'])], dataPm: manager },
          [element('pre', {}, [element('code', { className: ['language-bash'] }, [{ type: 'text', value: `${commands[manager]}\n` }])])],
        ),
      );
      parent.children[index] = element('div', { className: ['pm-tabs'] }, [element('div', { role: 'tablist', ariaLabel: 'Package manager', className: ['pm-tabs__list'] }, tabs), ...panels]);
    });
  };
}
