// A deploy or scale-down stops the server with SIGTERM. Stopping at once would cut off the pages
// being rendered; waiting for every connection would wait on browsers' idle keep-alive sockets.
// So: stop listening, close idle connections now and each busy one as soon as its response is
// done, and destroy whatever is still open after a deadline.

/**
 * Call it when the server is created (it watches every response so that it can close a
 * keep-alive connection the moment its last response ends); call the returned shutdown on SIGTERM.
 * @param {import('node:http').Server} server
 * @param {{ timeoutMs?: number, log?: (message: string) => void }} [options]
 * @returns {() => Promise<void>}  shutdown: resolves once the server is closed; calling it again returns the same promise
 */
export function gracefulShutdown(server, { timeoutMs = 10_000, log = (message) => process.stderr.write(message + '\n') } = {}) {
  /** @type {Promise<void> | null} */
  let closed = null;
  // Node keeps a keep-alive connection open after close() until the client's idle timeout, so
  // each response that ends during the shutdown closes its connection if nothing else runs on it.
  server.prependListener('request', (_req, res) => {
    if (closed) res.setHeader('Connection', 'close');
    res.once('finish', () => {
      if (closed) server.closeIdleConnections();
    });
  });
  return function shutdown() {
    closed ??= new Promise(
      /** @param {(value?: void) => void} resolve */ (resolve) => {
        const deadline = setTimeout(() => {
          log(`shutdown: requests still running after ${timeoutMs} ms, closing their connections`);
          server.closeAllConnections();
        }, timeoutMs);
        // the deadline alone never keeps the process alive
        deadline.unref();
        server.close(() => {
          clearTimeout(deadline);
          resolve();
        });
        server.closeIdleConnections();
      },
    );
    return closed;
  };
}
