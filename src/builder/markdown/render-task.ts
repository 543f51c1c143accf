import type { Element } from 'hast';
import { ContentError } from '../content/errors';
import { highlighted } from './highlight';
import { renderInThisThread, type RenderedMarkdown, type RenderInput } from './render';
import type { ContentExtension } from '../../shared/content';

/** One page to render, as sent to a render worker. */
export interface RenderTask {
  kind: ContentExtension;
  input: RenderInput;
}

/**
 * The rendered page with its highlighted code blocks (the build's highlight cache lives in the main
 * thread), or the problem in the content. Plain data: a ContentError's class does not cross threads.
 */
export type RenderReply =
  | { rendered: RenderedMarkdown; blocks: Record<string, Element> }
  | { problem: { file: string; line: number; reason: string } };

/** Renders a page in this thread. Errors other than the content's are bugs, and thrown. */
export async function renderTask({ kind, input }: RenderTask): Promise<RenderReply> {
  try {
    const rendered = await renderInThisThread(kind, input);
    return { rendered, blocks: highlighted.blocks(rendered.highlighted) };
  } catch (error) {
    if (!(error instanceof ContentError)) throw error;
    return { problem: { file: error.file, line: error.line, reason: error.reason } };
  }
}
