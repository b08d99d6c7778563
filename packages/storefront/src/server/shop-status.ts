import type { ServerResponse } from 'node:http';
import { SHOP_STATUS_HEADER } from '../next-door/systems.ts';

/**
 * Answers a rewritten page with the status its proxy decision named (`x-shop-status`, e.g. 400 for a designer launch
 * with unusable parameters): Next renders the page with 200 and offers no way to change it. The header goes no further.
 */
export function applyShopStatus(res: ServerResponse): void {
  const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => ServerResponse;
  res.writeHead = ((...args: unknown[]) => {
    const status = Number(res.getHeader(SHOP_STATUS_HEADER));
    if (res.hasHeader(SHOP_STATUS_HEADER)) res.removeHeader(SHOP_STATUS_HEADER);
    if (Number.isInteger(status) && status >= 400 && status <= 599 && args[0] === 200) {
      res.statusCode = status;
      args[0] = status;
    }
    return writeHead(...args);
  }) as ServerResponse['writeHead'];
}
