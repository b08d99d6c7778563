import { createServer, request, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { keepSingleValueHeadersSingle } from './single-value-headers.ts';

let close: (() => void) | undefined;
afterEach(() => close?.());

/** Raw response headers (name, value pairs) of one request to a server whose handler writes `respond`. */
async function rawHeaders(respond: (res: ServerResponse) => void): Promise<string[]> {
  const server = createServer((_req, res) => {
    keepSingleValueHeadersSingle(res);
    respond(res);
    res.end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  close = () => server.close();
  const { port } = server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    request({ port, host: '127.0.0.1', path: '/' }, (res) => {
      res.resume();
      resolve(res.rawHeaders.map((entry) => entry.toLowerCase()));
    })
      .on('error', reject)
      .end();
  });
}

function valuesOf(raw: string[], name: string): string[] {
  return raw.flatMap((entry, index) => (index % 2 === 0 && entry === name ? [raw[index + 1] ?? ''] : []));
}

describe('keepSingleValueHeadersSingle', () => {
  it('drops a replayed Location and stale time identical to the ones already set (the cache-filling redirect)', async () => {
    const raw = await rawHeaders((res) => {
      res.statusCode = 308;
      res.setHeader('Location', '/fotokalender/');
      res.setHeader('x-nextjs-stale-time', '300');
      res.appendHeader('location', '/fotokalender/');
      res.appendHeader('x-nextjs-stale-time', '300');
    });
    expect(valuesOf(raw, 'location')).toEqual(['/fotokalender/']);
    expect(valuesOf(raw, 'x-nextjs-stale-time')).toEqual(['300']);
  });

  it('still appends a first Location, and multi-value headers such as Set-Cookie and Vary keep every value', async () => {
    const raw = await rawHeaders((res) => {
      res.appendHeader('location', '/ziel/');
      res.appendHeader('set-cookie', 'a=1');
      res.appendHeader('set-cookie', 'a=1');
      res.appendHeader('vary', 'rsc');
      res.appendHeader('vary', 'accept-encoding');
    });
    expect(valuesOf(raw, 'location')).toEqual(['/ziel/']);
    expect(valuesOf(raw, 'set-cookie')).toEqual(['a=1', 'a=1']);
    expect(valuesOf(raw, 'vary')).toEqual(['rsc', 'accept-encoding']);
  });
});
