// One gateway in front of a given upstream in a process of its own, for the tests that need
// several gateway processes (limits-store.test.mjs). Options come as JSON in argv[2], the
// upstream's URL as its `target`; the gateway's URL goes to stdout as one JSON line, its log
// to stderr. SIGTERM, or stdin closing (the test process died), stops it.
import { startTestGateway } from './fake-lite.mjs';

const { target, ...options } = JSON.parse(process.argv[2] ?? '{}');
const gateway = await startTestGateway(target, { ...options, log: (line) => process.stderr.write(`${line}\n`) });
process.stdout.write(`${JSON.stringify({ url: gateway.url })}\n`);

let stopping = false;
const stop = () => {
  if (stopping) return;
  stopping = true;
  gateway.close().then(() => process.exit(0));
};
process.once('SIGTERM', stop);
process.stdin.once('end', stop);
process.stdin.resume();
