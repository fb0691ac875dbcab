// The liveness and readiness answer for the load balancer or orchestrator. It must stay fast and
// cheap even when a dependency hangs (each check has a short deadline), must never be cached by a
// proxy, and tells which check failed without error text (messages and stacks can name internal
// hosts, paths and versions to anyone who asks).

const TIMED_OUT = Symbol('timed out');

/**
 * One check's verdict: 'ok', 'failed' (it threw, rejected or resolved false) or 'timeout'.
 * The check gets an AbortSignal that fires at the deadline, to stop its own request.
 * @param {(context: { signal: AbortSignal }) => unknown} check
 * @param {number} timeoutMs
 */
async function runCheck(check, timeoutMs) {
  const controller = new AbortController();
  let timer;
  const deadline = new Promise((resolve) => {
    timer = setTimeout(() => {
      controller.abort();
      resolve(TIMED_OUT);
    }, timeoutMs);
  });
  try {
    const result = await Promise.race([Promise.resolve().then(() => check({ signal: controller.signal })), deadline]);
    if (result === TIMED_OUT) return 'timeout';
    return result === false ? 'failed' : 'ok';
  } catch {
    return 'failed';
  } finally {
    clearTimeout(timer);
  }
}

/**
 * A request handler for GET/HEAD /healthz: 200 `{"status":"ok"}` when every check passes, else
 * 503 `{"status":"fail","checks":{"<name>":"ok"|"failed"|"timeout", ...}}`.
 * Returns false (and leaves the response alone) for any other path, so the server can try its
 * next handler: `if (health(req, res)) return;`.
 * `details` adds counters to both answers (numbers only: nothing an outsider could learn the system's insides from).
 * @param {{ checks?: Record<string, (context: { signal: AbortSignal }) => unknown>, timeoutMs?: number,
 *           details?: () => Record<string, unknown> }} [options]
 * @returns {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => boolean}
 */
export function healthHandler({ checks = {}, timeoutMs = 500, details = () => ({}) } = {}) {
  /**
   * @param {import('node:http').IncomingMessage} req
   * @param {import('node:http').ServerResponse} res
   * @param {number} status
   * @param {Record<string, unknown>} body
   */
  const send = (req, res, status, body) => {
    const text = JSON.stringify(body);
    res.writeHead(status, {
      'Content-Type': 'application/json; charset=utf-8',
      'Cache-Control': 'no-store',
      'Content-Length': Buffer.byteLength(text),
    });
    res.end(req.method === 'HEAD' ? undefined : text);
  };
  return (req, res) => {
    if ((req.url ?? '/').split('?')[0] !== '/healthz') return false;
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD', 'Cache-Control': 'no-store' });
      res.end();
      return true;
    }
    const names = Object.keys(checks);
    Promise.all(names.map((name) => runCheck(checks[name], timeoutMs))).then((verdicts) => {
      if (verdicts.every((verdict) => verdict === 'ok')) return send(req, res, 200, { status: 'ok', ...details() });
      send(req, res, 503, { status: 'fail', checks: Object.fromEntries(names.map((name, i) => [name, verdicts[i]])), ...details() });
    });
    return true;
  };
}
