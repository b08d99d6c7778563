import 'server-only';
import type { ShopClient } from '@shop/api-client/shop/request';
import { cookies } from 'next/headers';
import { uncachedFetch } from '../data/cache-policy.ts';
import { createServerShopClient, type ShopClientScope } from '../data/shop-client.ts';
import { shopApiCookieHeader, shopApiCookieNames } from './shop-api-cookies.ts';

export { shopApiCookieNames } from './shop-api-cookies.ts';

/** What a visitor's shop client is made of: plain strings, so a server action can close over them. */
export type VisitorScope = ShopClientScope;

/** A shop client for the request's visitor: their session and cart cookies go along; nothing is cached. */
export async function createVisitorClient(options: VisitorScope): Promise<{
  client: ShopClient;
  /** Set-Cookie lines the shop API answered, for `applyShopApiCookies`. */
  setCookies: string[];
}> {
  const jar = await cookies();
  const cookie = shopApiCookieHeader((name) => jar.get(name)?.value);
  const setCookies: string[] = [];
  const client = createServerShopClient({
    ...options,
    headers: cookie ? { cookie } : {},
    fetch: async (input, init) => {
      const response = await uncachedFetch(input, init);
      setCookies.push(...response.headers.getSetCookie());
      return response;
    },
  });
  return { client, setCookies };
}

interface ParsedCookie {
  name: string;
  value: string;
  maxAge?: number;
  expires?: Date;
  httpOnly: boolean;
  secure: boolean;
  sameSite?: 'lax' | 'strict' | 'none';
  path?: string;
}

/** Reads one Set-Cookie line (RFC 6265 §5.2, the attributes the shop API sends). */
export function parseSetCookie(line: string): ParsedCookie | undefined {
  const [pair = '', ...attributes] = line.split(';');
  const separator = pair.indexOf('=');
  if (separator <= 0) return undefined;
  const cookie: ParsedCookie = { name: pair.slice(0, separator).trim(), value: pair.slice(separator + 1).trim(), httpOnly: false, secure: false };
  for (const attribute of attributes) {
    const [rawName = '', ...rest] = attribute.split('=');
    const name = rawName.trim().toLowerCase();
    const value = rest.join('=').trim();
    if (name === 'max-age' && /^-?\d+$/.test(value)) cookie.maxAge = Number(value);
    else if (name === 'expires' && !Number.isNaN(Date.parse(value))) cookie.expires = new Date(value);
    else if (name === 'httponly') cookie.httpOnly = true;
    else if (name === 'secure') cookie.secure = true;
    else if (name === 'path') cookie.path = value;
    else if (name === 'samesite' && /^(lax|strict|none)$/i.test(value)) cookie.sameSite = value.toLowerCase() as ParsedCookie['sameSite'];
  }
  return cookie;
}

/**
 * Hands the shop API's session and cart cookies on to the browser from a server action (a new visitor's cart, a fresh
 * session after a password change, the session ended at log-out), the way the `/shop-api` forward would.
 */
export async function applyShopApiCookies(setCookies: readonly string[]): Promise<void> {
  const jar = await cookies();
  for (const line of setCookies) {
    const cookie = parseSetCookie(line);
    if (!cookie || !(shopApiCookieNames as readonly string[]).includes(cookie.name)) continue;
    jar.set(cookie.name, cookie.value, {
      httpOnly: cookie.httpOnly,
      secure: cookie.secure,
      path: cookie.path ?? '/',
      ...(cookie.sameSite ? { sameSite: cookie.sameSite } : {}),
      ...(cookie.maxAge !== undefined ? { maxAge: cookie.maxAge } : {}),
      ...(cookie.expires ? { expires: cookie.expires } : {}),
    });
  }
}
