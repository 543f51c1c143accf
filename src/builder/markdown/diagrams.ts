import type { Element, ElementContent, Root } from 'hast';
import { fromHtml } from 'hast-util-from-html';
import { toString } from 'hast-util-to-string';
import type { Viz } from '@viz-js/viz';
import type { VFile } from 'vfile';
import { visit } from './visit';

/**
 * Diagrams drawn at build time: a ```dot fence (Graphviz) becomes an inline SVG, laid out by Graphviz's
 * WebAssembly build (@viz-js/viz), with no script in the browser. Its lines and text take the page's
 * colours (`currentColor`, and CSS variables by class: `class="accent"` on a node or an edge), its
 * caption is the fence's `title="…"` and its text alternative the fence's `alt="…"` (both required):
 * `<title>` and `<desc>` of an SVG with `role="img"`. A wide diagram scrolls inside its box.
 */
let viz: Promise<Viz> | undefined;

/** The look every diagram shares; a diagram's own attributes override it. */
const DEFAULTS = {
  graphAttributes: { bgcolor: 'transparent', fontname: 'Helvetica,Arial,sans-serif', fontsize: 13, pad: 0.1, nodesep: 0.3, ranksep: 0.35 },
  nodeAttributes: { shape: 'box', style: 'rounded', fontname: 'Helvetica,Arial,sans-serif', fontsize: 13, margin: '0.2,0.06', height: 0.3 },
  edgeAttributes: { fontname: 'Helvetica,Arial,sans-serif', fontsize: 11, arrowsize: 0.7 },
};

const attribute = (meta: string, name: string) => new RegExp(`(?:^|\\s)${name}="([^"]+)"`).exec(meta)?.[1];

/** A points length of Graphviz's SVG (`256pt`) in CSS pixels. */
const pixels = (points: unknown) => Math.ceil(Number.parseFloat(String(points)) * (4 / 3));

/** DOT to the SVG element of a diagram, or the problem Graphviz found. */
export async function drawDiagram(source: string, { title, alt, id }: { title: string; alt: string; id: string }): Promise<Element | string> {
  const { instance } = await import('@viz-js/viz');
  const result = (await (viz ??= instance())).render(source, { format: 'svg', ...DEFAULTS });
  if (result.status !== 'success') return result.errors.map((error) => error.message.trim()).join('; ');
  const svg = fromHtml(result.output, { fragment: true }).children.find((node): node is Element => node.type === 'element' && node.tagName === 'svg')!;
  tidy(svg);
  svg.properties = {
    width: pixels(svg.properties.width),
    height: pixels(svg.properties.height),
    viewBox: svg.properties.viewBox,
    role: 'img',
    ariaLabelledBy: [`${id}-title`],
    ariaDescribedBy: [`${id}-desc`],
    className: ['diagram__svg'],
  };
  svg.children.unshift(
    { type: 'element', tagName: 'title', properties: { id: `${id}-title` }, children: [{ type: 'text', value: title }] },
    { type: 'element', tagName: 'desc', properties: { id: `${id}-desc` }, children: [{ type: 'text', value: alt }] },
  );
  return svg;
}

/**
 * Takes out what the page does not want (comments, the white background, the tooltips naming each
 * node by its DOT id, ids) and leaves colour to CSS: black lines and text become `currentColor`.
 */
function tidy(node: Element): void {
  node.children = node.children.filter((child) => {
    if (child.type === 'comment') return false;
    if (child.type === 'text') return child.value.trim() !== '';
    if (child.type !== 'element') return true;
    if (child.tagName === 'title') return false;
    return !(child.tagName === 'polygon' && child.properties.fill === 'white' && child.properties.stroke === 'none');
  });
  for (const child of node.children) {
    if (child.type !== 'element') continue;
    for (const name of ['fill', 'stroke'] as const) if (child.properties[name] === 'black') child.properties[name] = 'currentColor';
    // The text's font is the page's (PageBody.css); Graphviz measured it as Helvetica. Its ids
    // (`node1`, `graph0`) would repeat with a page's second diagram.
    delete child.properties.fontFamily;
    delete child.properties.id;
    tidy(child);
  }
}

/** A diagram with its caption: the figure a page shows, or the problem Graphviz found. */
export async function diagramFigure(source: string, labels: { title: string; alt: string; id: string }): Promise<Element | string> {
  const svg = await drawDiagram(source, labels);
  if (typeof svg === 'string') return svg;
  return {
    type: 'element',
    tagName: 'figure',
    properties: { className: ['diagram'] },
    children: [
      // Focusable, so a diagram wider than the page can be scrolled from the keyboard.
      { type: 'element', tagName: 'div', properties: { className: ['diagram__scroll'], tabIndex: 0 }, children: [svg] },
      { type: 'element', tagName: 'figcaption', properties: { className: ['diagram__caption'] }, children: [{ type: 'text', value: labels.title }] },
    ],
  };
}

/** Replaces each ```dot fence with its diagram; a fence without a caption or a text alternative, or with DOT Graphviz refuses, fails the build. */
export function rehypeDiagrams() {
  return async (tree: Root, file: VFile) => {
    const fences: { pre: Element; parent: { children: ElementContent[] }; source: string; meta: string }[] = [];
    visit(tree, 'element', (node, _index, parent) => {
      const code = node.children[0];
      if (node.tagName !== 'pre' || !parent || code?.type !== 'element' || code.tagName !== 'code') return;
      if (!(Array.isArray(code.properties.className) && code.properties.className.includes('language-dot'))) return;
      fences.push({ pre: node, parent: parent as { children: ElementContent[] }, source: toString(code), meta: String(code.properties.dataMeta ?? '') });
    });
    for (const [at, { pre, parent, source, meta }] of fences.entries()) {
      const title = attribute(meta, 'title');
      const alt = attribute(meta, 'alt');
      if (!title || !alt) file.fail('a ```dot diagram needs title="…" (its caption) and alt="…" (what it shows, for readers who cannot see it)', pre);
      const figure = await diagramFigure(source, { title, alt, id: `diagram-${at + 1}` });
      if (typeof figure === 'string') file.fail(`diagram "${title}": ${figure}`, pre);
      parent.children[parent.children.indexOf(pre)] = figure;
    }
  };
}
