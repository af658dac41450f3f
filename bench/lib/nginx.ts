import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';

export type RunningNginx = {
  url: string;
  /** How many proxied requests each upstream answered so far (from nginx's access log). */
  upstreamCounts: () => Map<string, number>;
  stop: () => Promise<void>;
};

/** nginx from PATH or Debian's place; a clear message when it is not installed. */
export function nginxBinary(): string {
  for (const candidate of ['/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/local/nginx/sbin/nginx']) {
    if (existsSync(candidate)) return candidate;
  }
  const which = spawnSync('sh', ['-c', 'command -v nginx'], { encoding: 'utf8' });
  if (which.status === 0 && which.stdout.trim()) return which.stdout.trim();
  throw new Error('nginx is not installed: apt-get install -y nginx (the two-instance bench runs its own nginx on loopback)');
}

export function nginxVersion(): string {
  const result = spawnSync(nginxBinary(), ['-v'], { encoding: 'utf8' });
  return (result.stderr || result.stdout).trim().replace(/^nginx version: (nginx\/)?/, '');
}

/** deploy/nginx.conf.example with its placeholders filled in. */
export function renderSite(template: string, listen: string, upstreams: string[]): string {
  const directives = template
    .split('\n')
    .filter((line) => !line.trimStart().startsWith('#'))
    .join('\n');
  if (!directives.includes('{{LISTEN}}') || !directives.includes('{{SERVERS}}'))
    throw new Error('the nginx template lost its {{LISTEN}} / {{SERVERS}} placeholders');
  const servers = upstreams.map((u) => `server ${u};`).join('\n    ');
  // Comments name the placeholders too: fill in the directives only.
  return template
    .split('\n')
    .map((line) => (line.trimStart().startsWith('#') ? line : line.replace('{{LISTEN}}', listen).replace('{{SERVERS}}', servers)))
    .join('\n');
}

async function waitForHealth(url: string, exited: () => boolean, errorLog: string): Promise<void> {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    if (exited()) throw new Error(`nginx exited: ${readFileSync(errorLog, 'utf8').trim()}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`nginx at ${url} did not pass /api/health through`);
}

/**
 * Starts nginx in the foreground (a child of this process) on 127.0.0.1:`port`, proxying to
 * `upstreams` ("host:port") with the committed site template; files go to a temporary prefix.
 */
export async function startNginx({ root, port, upstreams }: { root: string; port: number; upstreams: string[] }): Promise<RunningNginx> {
  const binary = nginxBinary();
  const prefix = mkdtempSync(path.join(tmpdir(), 'cwt-nginx-'));
  for (const dir of ['temp', 'logs']) mkdirSync(path.join(prefix, dir));
  const template = readFileSync(path.join(root, 'deploy', 'nginx.conf.example'), 'utf8');
  writeFileSync(path.join(prefix, 'site.conf'), renderSite(template, `127.0.0.1:${port}`, upstreams));
  const accessLog = path.join(prefix, 'logs', 'upstream.log');
  const errorLog = path.join(prefix, 'logs', 'error.log');
  writeFileSync(
    path.join(prefix, 'nginx.conf'),
    [
      // Run as root (a container), workers would otherwise drop to "nobody" and lose the prefix.
      process.getuid?.() === 0 ? `user ${userInfo().username};` : '',
      'daemon off;',
      'worker_processes 1;',
      `pid ${path.join(prefix, 'nginx.pid')};`,
      `error_log ${errorLog} warn;`,
      'events { worker_connections 1024; }',
      'http {',
      `  client_body_temp_path ${path.join(prefix, 'temp', 'body')};`,
      `  proxy_temp_path ${path.join(prefix, 'temp', 'proxy')};`,
      `  fastcgi_temp_path ${path.join(prefix, 'temp', 'fastcgi')};`,
      `  uwsgi_temp_path ${path.join(prefix, 'temp', 'uwsgi')};`,
      `  scgi_temp_path ${path.join(prefix, 'temp', 'scgi')};`,
      // Which app process answered each request: the bench reports the split.
      "  log_format upstream '$upstream_addr $status';",
      `  access_log ${accessLog} upstream;`,
      `  include ${path.join(prefix, 'site.conf')};`,
      '}',
      '',
    ].join('\n'),
  );
  const child = spawn(binary, ['-p', prefix, '-c', path.join(prefix, 'nginx.conf'), '-e', errorLog], { stdio: ['ignore', 'inherit', 'inherit'] });
  let exited = false;
  child.once('exit', () => (exited = true));
  // An interrupted bench must not leave nginx behind (the app servers watch for their parent).
  const killOnExit = () => child.kill('SIGTERM');
  process.once('exit', killOnExit);
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitForHealth(url, () => exited, errorLog);
  } catch (error) {
    child.kill('SIGTERM');
    throw error;
  }
  return {
    url,
    upstreamCounts: () => {
      const counts = new Map<string, number>();
      if (!existsSync(accessLog)) return counts;
      for (const line of readFileSync(accessLog, 'utf8').split('\n')) {
        const upstream = line.split(' ')[0];
        if (upstream) counts.set(upstream, (counts.get(upstream) ?? 0) + 1);
      }
      return counts;
    },
    stop: async () => {
      process.off('exit', killOnExit);
      if (!exited) {
        const done = new Promise((resolve) => child.once('exit', resolve));
        // SIGQUIT: graceful shutdown.
        child.kill('SIGQUIT');
        await done;
      }
      rmSync(prefix, { recursive: true, force: true });
    },
  };
}
