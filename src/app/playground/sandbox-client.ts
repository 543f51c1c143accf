import type { BuildAnswer, BuildRequest, CliFlags, ProjectFiles, SandboxMessage } from '../../shared/playground';


/**
 * The page's side of the sandbox: sends builds to the framed sandbox document and hands each answer to
 * the caller that asked. Only the newest request gets an answer; older ones, overtaken by later edits,
 * resolve `undefined`. Messages from anywhere but the sandbox's window are ignored: its origin is opaque
 * (`null`), so the window, not the origin, says who is speaking.
 */
export class SandboxClient {
  private nextId = 1;
  private pending: { id: number; resolve: (answer: BuildAnswer | undefined) => void } | undefined;
  private readyNow = false;
  private readonly waiting: (() => void)[] = [];

  constructor(private readonly frame: () => Window | null | undefined) {}

  /** For the page's `message` listener. */
  receive(event: MessageEvent<SandboxMessage>): void {
    if (!event.source || event.source !== this.frame()) return;
    const message = event.data;
    if (message?.type === 'ready') {
      this.readyNow = true;
      this.waiting.splice(0).forEach((resume) => resume());
    } else if ((message?.type === 'built' || message?.type === 'failed') && message.id === this.pending?.id) {
      const { resolve } = this.pending;
      this.pending = undefined;
      resolve(message);
    }
  }

  /** Builds `files` as `webpack` with `flags` would, once the sandbox listens. */
  async build(files: ProjectFiles, flags: CliFlags): Promise<BuildAnswer | undefined> {
    if (!this.readyNow) await new Promise<void>((resume) => this.waiting.push(resume));
    this.pending?.resolve(undefined);
    const id = this.nextId++;
    return new Promise((resolve) => {
      this.pending = { id, resolve };
      const request: BuildRequest = { type: 'build', id, files, flags };
      this.frame()?.postMessage(request, '*');
    });
  }
}
