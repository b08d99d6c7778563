import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { applyShopStatus } from './shop-status.ts';

async function answer(handler: Parameters<typeof createServer>[1]): Promise<{ status: number; marker: string | undefined }> {
  const server = createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  try {
    return await new Promise((resolve, reject) => {
      request({ port, host: '127.0.0.1' }, (res) => {
        res.resume();
        resolve({ status: res.statusCode ?? 0, marker: res.headers['x-shop-status'] as string | undefined });
      })
        .on('error', reject)
        .end();
    });
  } finally {
    server.close();
  }
}

describe('applyShopStatus', () => {
  it('answers a page with the status the proxy named and drops the header (implicit and explicit head)', async () => {
    expect(
      await answer((_req, res) => {
        applyShopStatus(res);
        res.setHeader('x-shop-status', '400');
        res.end('page');
      }),
    ).toEqual({ status: 400, marker: undefined });
    expect(
      await answer((_req, res) => {
        applyShopStatus(res);
        res.setHeader('x-shop-status', '400');
        res.writeHead(200, { 'content-type': 'text/html' }).end('page');
      }),
    ).toEqual({ status: 400, marker: undefined });
  });

  it('leaves other answers alone: no header, a redirect, a nonsense value', async () => {
    expect(await answer((_req, res) => (applyShopStatus(res), res.end()))).toEqual({ status: 200, marker: undefined });
    expect(
      await answer((_req, res) => {
        applyShopStatus(res);
        res.setHeader('x-shop-status', '400');
        res.writeHead(307, { location: '/' }).end();
      }),
    ).toEqual({ status: 307, marker: undefined });
    expect(
      await answer((_req, res) => {
        applyShopStatus(res);
        res.setHeader('x-shop-status', '200; drop table');
        res.end();
      }),
    ).toEqual({ status: 200, marker: undefined });
  });
});
