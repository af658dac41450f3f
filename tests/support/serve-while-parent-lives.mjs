// Runs the built app's server (.next/app-server.mjs, as `npm start` does) for a test run and
// stops it when the process that started it is gone, so a crashed or killed test runner never
// leaves a server holding a port. It listens on loopback only, named `localhost`: see
// docs/decisions/0002-serve-as-localhost.md. The server's exit code is passed on.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { onParentGone } from './exit-with-parent.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const [port] = process.argv.slice(2);

const server = spawn(process.execPath, [path.join(root, '.next/app-server.mjs')], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, NODE_ENV: 'production', PORT: port, HOST: 'localhost' },
});

function stop() {
  server.kill('SIGTERM');
  setTimeout(() => server.kill('SIGKILL'), 5_000).unref();
}

onParentGone(stop);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, stop);
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
