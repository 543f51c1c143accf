/** The browser side of the connection: bundled into the page in place of the dev server's own client. */
export default class LoggingClient {
  constructor(url) {
    console.info(`LoggingClient: connecting to ${url}`);
    this.socket = new WebSocket(url);
  }

  onOpen(handler) {
    this.socket.addEventListener('open', handler);
  }

  onClose(handler) {
    this.socket.addEventListener('close', handler);
  }

  // The handler takes the message's text: JSON such as {"type":"hash","data":"…"}.
  onMessage(handler) {
    this.socket.addEventListener('message', (event) => handler(event.data));
  }
}
