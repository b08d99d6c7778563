import { getConnInfo } from '@hono/node-server/conninfo';
import proxyaddr from 'proxy-addr';
import type { AppContext } from './context.ts';

/** Addresses whose X-Forwarded-For is believed by default: the shops' app servers on the same machine. */
export const defaultTrustedProxies = ['127.0.0.1', '::1'];

/** `TRUSTED_PROXIES` as a list of addresses and CIDR ranges (proxy-addr's syntax, e.g. `10.0.0.0/8`). */
export function parseTrustedProxies(value: string): string[] {
  return value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
}

const compiled = new Map<string, (address: string, index: number) => boolean>();
function trustFor(proxies: readonly string[]) {
  const key = proxies.join(',');
  let trust = compiled.get(key);
  if (!trust) {
    trust = proxyaddr.compile([...proxies]);
    compiled.set(key, trust);
  }
  return trust;
}

/**
 * The client's address: the connection's, or, when the connection comes from a trusted proxy (a shop forwarding the
 * browser's call), the right-most address of X-Forwarded-For that is not itself a trusted proxy. A client cannot
 * choose its address by sending X-Forwarded-For: addresses left of the first untrusted one are ignored.
 * 'unknown' when the app runs without the Node server (app.request in tests).
 */
export function clientIp(c: AppContext): string {
  let remote: string | undefined;
  try {
    remote = getConnInfo(c).remote.address;
  } catch {
    remote = undefined;
  }
  if (!remote) return 'unknown';
  const forwarded = c.req.header('x-forwarded-for');
  const proxies = c.get('deps').env.TRUSTED_PROXIES;
  const request = {
    socket: { remoteAddress: remote },
    connection: { remoteAddress: remote },
    headers: forwarded ? { 'x-forwarded-for': forwarded } : {},
  };
  let address: string;
  try {
    address = proxyaddr(request as never, trustFor(proxies));
  } catch {
    address = remote;
  }
  return address.replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/, '$1');
}
