// A local stand-in for the analytics host (ANALYTICS_HOST): its script, like the real one, reads
// its data-api attribute and posts a page view there; /events lists what it received.
// Run directly (`node tests/support/fake-analytics.mjs PORT`).
import { createServer } from 'node:http';
import { fileURLToPath } from 'node:url';
import { exitWithParent } from './exit-with-parent.mjs';

const SCRIPT = `(function () {
  var script = document.currentScript;
  var body = JSON.stringify({ n: 'pageview', u: location.href, d: script.getAttribute('data-domain') });
  fetch(script.getAttribute('data-api'), { method: 'POST', headers: { 'content-type': 'text/plain' }, body: body, keepalive: true });
})();
`;

export function startFakeAnalytics(port = 0, host = '127.0.0.1') {
  const events = [];
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const cors = { 'access-control-allow-origin': '*' };
    if (url.pathname === '/health') return res.writeHead(200).end('ok');
    if (url.pathname === '/js/script.js') return res.writeHead(200, { 'content-type': 'text/javascript', 'cache-control': 'no-store' }).end(SCRIPT);
    if (url.pathname === '/events') return res.writeHead(200, { 'content-type': 'application/json', ...cors }).end(JSON.stringify(events));
    if (url.pathname === '/api/event' && req.method === 'POST') {
      let body = '';
      req.on('data', (chunk) => (body += chunk));
      req.on('end', () => {
        try {
          events.push(JSON.parse(body));
        } catch {
          // a malformed event is not recorded
        }
        res.writeHead(202, cors).end('ok');
      });
      return undefined;
    }
    return res.writeHead(404, { 'content-type': 'text/plain' }).end('Not Found');
  });
  return new Promise((resolve) => {
    server.listen(port, host, () =>
      resolve({ url: `http://${host}:${server.address().port}`, events, close: () => new Promise((done) => server.close(() => done())) }),
    );
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  exitWithParent();
  const fake = await startFakeAnalytics(Number(process.argv[2] ?? 0));
  console.log(`fake analytics on ${fake.url}`);
}
