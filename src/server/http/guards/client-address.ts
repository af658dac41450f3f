import 'server-only';
import { BlockList, isIP } from 'node:net';
import type { IncomingMessage } from 'node:http';

/**
 * The client's address (finding 4; docs/decisions/0015-one-server-in-front-of-next.md).
 * Without trusted proxies the socket's peer is the client, whatever X-Forwarded-For says. With
 * TRUSTED_PROXIES, a request from one of them has its X-Forwarded-For walked from the right,
 * skipping trusted hops: the first untrusted address is the client.
 *
 * The server then rewrites the request so that `x-forwarded-for` holds exactly that address
 * (the rate limits read it), and drops the other forwarding headers a client could have set.
 */
export type TrustedProxies = { list: BlockList; empty: boolean };

/** Parses "10.0.0.1, 10.1.0.0/16, ::1" (addresses and CIDR ranges, IPv4 and IPv6). Throws on a bad entry. */
export function parseTrustedProxies(setting: string | undefined): TrustedProxies {
  const list = new BlockList();
  const entries = (setting ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  for (const entry of entries) {
    const [address = '', prefix] = entry.split('/');
    const family = isIP(address);
    if (!family) throw new Error(`TRUSTED_PROXIES: "${entry}" is not an IP address or CIDR range`);
    const type = family === 6 ? 'ipv6' : 'ipv4';
    if (prefix === undefined) {
      list.addAddress(address, type);
    } else {
      const bits = Number(prefix);
      if (!/^\d+$/.test(prefix) || bits > (family === 6 ? 128 : 32)) throw new Error(`TRUSTED_PROXIES: "${entry}" has a bad prefix length`);
      list.addSubnet(address, bits, type);
    }
  }
  return { list, empty: entries.length === 0 };
}

/** "::ffff:127.0.0.1" → "127.0.0.1"; "[::1]" → "::1"; anything that is not an IP → undefined. */
export function normaliseAddress(raw: string | undefined): string | undefined {
  if (!raw) return undefined;
  let address = raw.trim();
  if (address.startsWith('[') && address.includes(']')) address = address.slice(1, address.indexOf(']'));
  if (/^::ffff:\d+\.\d+\.\d+\.\d+$/i.test(address)) address = address.slice(7);
  return isIP(address) ? address : undefined;
}

function isTrusted(trusted: TrustedProxies, address: string): boolean {
  return !trusted.empty && trusted.list.check(address, isIP(address) === 6 ? 'ipv6' : 'ipv4');
}

/**
 * The client address of a request from `peer` carrying `forwardedFor`. A hop that is not an IP
 * address ends the walk: the trusted proxy that passed it on is then taken as the client.
 */
export function resolveClientAddress(peer: string | undefined, forwardedFor: string | string[] | undefined, trusted: TrustedProxies): string {
  const socketAddress = normaliseAddress(peer) ?? 'unknown';
  if (!isTrusted(trusted, socketAddress)) return socketAddress;
  const hops = (Array.isArray(forwardedFor) ? forwardedFor.join(',') : (forwardedFor ?? ''))
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  let client = socketAddress;
  for (let i = hops.length - 1; i >= 0; i -= 1) {
    const hop = normaliseAddress(hops[i]);
    if (!hop) return client;
    client = hop;
    if (!isTrusted(trusted, hop)) return hop;
  }
  return client;
}

const FORWARDING_HEADERS = ['x-forwarded-host', 'x-forwarded-proto', 'x-forwarded-port', 'x-real-ip', 'forwarded'];

/** Rewrites the request's forwarding headers: `x-forwarded-for` becomes the one resolved client address. */
export function applyClientAddress(req: IncomingMessage, trusted: TrustedProxies): string {
  const peer = req.socket.remoteAddress;
  const client = resolveClientAddress(peer, req.headers['x-forwarded-for'], trusted);
  req.headers['x-forwarded-for'] = client;
  if (!isTrusted(trusted, normaliseAddress(peer) ?? '')) {
    for (const name of FORWARDING_HEADERS) delete req.headers[name];
  }
  return client;
}
