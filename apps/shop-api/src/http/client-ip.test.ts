import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { parseEnv } from '../env.ts';
import { clientIp } from './client-ip.ts';
import type { AppEnv, Deps } from './context.ts';

async function addressOf(options: { remote: string; forwardedFor?: string; trusted?: string }) {
  const app = new Hono<AppEnv>();
  const env = parseEnv({ DATA_DIR: '/tmp/client-ip-test', TRUSTED_PROXIES: options.trusted });
  app.use(async (c, next) => {
    c.set('deps', { env } as Deps);
    await next();
  });
  app.get('/', (c) => c.text(clientIp(c)));
  const response = await app.request(
    '/',
    { headers: options.forwardedFor ? { 'x-forwarded-for': options.forwardedFor } : {} },
    { incoming: { socket: { remoteAddress: options.remote, remoteFamily: 'IPv4', remotePort: 1 } } },
  );
  return response.text();
}

describe('clientIp', () => {
  it.each([
    [
      'a shop on this machine forwarding a shopper',
      { remote: '127.0.0.1', forwardedFor: '127.0.0.2' },
      '127.0.0.2',
    ],
    ['IPv6 loopback shop', { remote: '::1', forwardedFor: '198.51.100.7' }, '198.51.100.7'],
    [
      'IPv4-mapped socket address',
      { remote: '::ffff:127.0.0.1', forwardedFor: '198.51.100.7' },
      '198.51.100.7',
    ],
    [
      'a shopper who sends his own chain: only the address the shop saw counts',
      { remote: '127.0.0.1', forwardedFor: '1.2.3.4, 127.0.0.2' },
      '127.0.0.2',
    ],
    [
      'an untrusted client with a forged header',
      { remote: '127.0.0.2', forwardedFor: '10.9.9.9' },
      '127.0.0.2',
    ],
    ['no header', { remote: '203.0.113.5' }, '203.0.113.5'],
    [
      'a configured proxy range',
      { remote: '10.1.2.3', forwardedFor: '203.0.113.5', trusted: '10.0.0.0/8' },
      '203.0.113.5',
    ],
    [
      'loopback not trusted when the list is replaced',
      { remote: '127.0.0.1', forwardedFor: '203.0.113.5', trusted: '10.0.0.0/8' },
      '127.0.0.1',
    ],
  ])('%s', async (_name, options, expected) => {
    expect(await addressOf(options)).toBe(expected);
  });

  it('refuses a malformed TRUSTED_PROXIES at start', () => {
    expect(() => parseEnv({ TRUSTED_PROXIES: 'not-an-address' })).toThrow(/TRUSTED_PROXIES|invalid/i);
  });
});
