import type { Server } from 'node:http';

export interface Address {
  port: number;
  host: string;
}

/** Port and host from `PORT` and `HOST`, defaulting to localhost:3000. */
export function addressFromEnv(env: NodeJS.ProcessEnv = process.env): Address {
  const port = env.PORT === undefined || env.PORT === '' ? 3000 : Number(env.PORT);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number, got "${env.PORT}"`);
  return { port, host: env.HOST || 'localhost' };
}

/** Starts listening; a port already in use is reported in words, not as a stack trace. */
export function listen(server: Server, { port, host }: Address): Promise<Address> {
  return new Promise((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) => {
      reject(error.code === 'EADDRINUSE' ? new Error(`Port ${port} on ${host} is already in use: set PORT to another port.`) : error);
    });
    server.listen(port, host, () => {
      const address = server.address();
      resolve({ host, port: typeof address === 'object' && address ? address.port : port });
    });
  });
}

/**
 * Stops accepting connections, lets requests in flight finish, closes idle keep-alive connections,
 * and after `timeoutMs` drops whatever is left. Resolves once the server is closed.
 */
export function closeGracefully(server: Server, timeoutMs = 10_000): Promise<void> {
  return new Promise((resolve) => {
    const force = setTimeout(() => server.closeAllConnections(), timeoutMs);
    force.unref();
    server.close(() => {
      clearTimeout(force);
      resolve();
    });
    server.closeIdleConnections();
  });
}
