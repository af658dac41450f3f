// A local HTTP server standing in for YouTube's oEmbed and thumbnail hosts (the machine has no
// internet). Known ids answer; NOTFOUND404 answers 404; SLOWSLOWSLO answers after 10 s (timeouts).
// Run directly (`node tests/support/fake-youtube.mjs PORT`) or import startFakeYoutube().
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { exitWithParent } from './exit-with-parent.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const KNOWN_VIDEOS = { 'aqz-KE-bpKQ': 'Big Buck Bunny 60fps 4K - Official Blender Foundation Short Film' };
const thumbnail = readFileSync(path.join(root, 'public', 'content', 'community-walk.png'));

export function startFakeYoutube(port = 0, host = '127.0.0.1') {
  const requests = [];
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    requests.push(url.pathname + url.search);
    const id =
      url.pathname === '/oembed'
        ? new URL(url.searchParams.get('url') ?? 'x:', 'https://www.youtube.com').searchParams.get('v')
        : /^\/vi\/([^/]+)\//.exec(url.pathname)?.[1];
    const answer = () => {
      if (url.pathname === '/health') return res.writeHead(200).end('ok');
      if (!id || !(id in KNOWN_VIDEOS)) return res.writeHead(404, { 'content-type': 'text/plain' }).end('Not Found');
      if (url.pathname === '/oembed')
        return res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ title: KNOWN_VIDEOS[id], type: 'video' }));
      return res.writeHead(200, { 'content-type': 'image/png', 'content-length': thumbnail.length }).end(thumbnail);
    };
    if (id === 'SLOWSLOWSLO') setTimeout(() => res.writeHead(200, { 'content-type': 'application/json' }).end('{"title":"too late"}'), 10_000).unref();
    else answer();
  });
  return new Promise((resolve) => {
    server.listen(port, host, () => {
      resolve({
        url: `http://${host}:${server.address().port}`,
        requests,
        close: () =>
          new Promise((done) => {
            server.closeAllConnections();
            server.close(() => done());
          }),
      });
    });
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  exitWithParent();
  const fake = await startFakeYoutube(Number(process.argv[2] ?? 0));
  console.log(`fake YouTube on ${fake.url}`);
}
