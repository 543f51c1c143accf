import type { BuildAnswer, BuildRequest, CliFlags, CompilerDelivery, ProjectFiles, SandboxMessage } from '../../shared/playground';

/** The sandbox says it listens as it is parsed, before its frame's `load` event; this is margin for a busy machine. */
const SAY_READY_WITHIN_MS = 2000;

/**
 * The page's side of the sandbox: hands the framed sandbox document the compiler, sends it builds and hands each answer to
 * the caller that asked. Only the newest request gets an answer; older ones, overtaken by later edits,
 * resolve `undefined`. Only the sandbox's window is heard, and only while its origin is opaque (`null`):
 * the window says who is speaking, the origin that the document's policy sandboxed it.
 */
export class SandboxClient {
  private nextId = 1;
  private pending: { id: number; resolve: (answer: BuildAnswer | undefined) => void } | undefined;
  /** The sandbox has said it listens. */
  private heard = false;
  /** It has the compiler, or cannot have it: builds may be asked for. */
  private readyNow = false;
  /** Why no build can run: webpack could not be fetched. */
  private unavailable: string | undefined;
  private readonly waiting: (() => void)[] = [];

  constructor(private readonly frame: () => Window | null | undefined) {}

  /** For the page's `message` listener. */
  /** The compiler's URL, once the sandbox has said it. */
  compiler: string | undefined;

  receive(event: MessageEvent<SandboxMessage>): void {
    if (!event.source || event.source !== this.frame() || event.origin !== 'null') return;
    const message = event.data;
    if (message?.type === 'ready') {
      this.heard = true;
      this.compiler = message.compiler;
      void this.deliverCompiler(event.source as Window, message.compiler);
    } else if ((message?.type === 'built' || message?.type === 'failed') && message.id === this.pending?.id) {
      const { resolve } = this.pending;
      this.pending = undefined;
      resolve(message);
    }
  }

  /**
   * Fetches the compiler with the site's origin, where the HTTP cache and the service worker keep it
   * (the sandbox's own requests would miss both: a reader would download it on every visit), and
   * hands it to the sandbox. Without it, every build answers why.
   */
  private async deliverCompiler(sandbox: Window, url: string): Promise<void> {
    try {
      const response = await fetch(url);
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      const source = await response.arrayBuffer();
      const delivery: CompilerDelivery = { type: 'compiler', source };
      sandbox.postMessage(delivery, '*', [source]);
    } catch {
      this.giveUp();
      return;
    }
    this.readyNow = true;
    this.waiting.splice(0).forEach((resume) => resume());
  }

  /**
   * For the frame's `load` event: a sandbox that has not said it listens by then could not be loaded
   * (offline before the service worker kept it, say).
   */
  frameLoaded(): void {
    setTimeout(() => {
      if (!this.heard) this.giveUp();
    }, SAY_READY_WITHIN_MS);
  }

  private giveUp(): void {
    const what = this.heard ? 'download webpack' : 'load its sandbox, which keeps your code apart from this site';
    this.unavailable = `The playground could not ${what}. It needs one visit online, after which this browser keeps it for use offline: reload the page once you are online.`;
    this.readyNow = true;
    this.waiting.splice(0).forEach((resume) => resume());
  }

  /** Builds `files` as `webpack` with `flags` would, once the sandbox listens. */
  async build(files: ProjectFiles, flags: CliFlags): Promise<BuildAnswer | undefined> {
    if (!this.readyNow) await new Promise<void>((resume) => this.waiting.push(resume));
    this.pending?.resolve(undefined);
    const id = this.nextId++;
    if (this.unavailable) return { type: 'failed', id, message: this.unavailable };
    return new Promise((resolve) => {
      this.pending = { id, resolve };
      const request: BuildRequest = { type: 'build', id, files, flags };
      this.frame()?.postMessage(request, '*');
    });
  }
}
