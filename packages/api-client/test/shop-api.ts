// The shop API in-process, exactly as its own tests start it: a fresh in-memory PGlite database, a random port.
// Imported by path, not as a package: @shop/shop-api depends on this package, a dependency back would be a cycle.
export { startTestServer, type TestServer } from '../../../apps/shop-api/test/helpers.ts';
export { verificationToken } from '../../../apps/shop-api/test/outbox.ts';

/** A 1×1 PNG, enough for the image routes. */
export const tinyPng = Uint8Array.from(
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  ),
);

/** A fetch with a cookie jar, as a server component forwarding the visitor's cookies would behave. */
export function cookieJarFetch(): typeof fetch & { cookies: Map<string, string> } {
  const cookies = new Map<string, string>();
  const jarFetch = async (input: Parameters<typeof fetch>[0], init?: RequestInit) => {
    const headers = new Headers(init?.headers);
    if (cookies.size > 0)
      headers.set('cookie', [...cookies].map(([name, value]) => `${name}=${value}`).join('; '));
    const response = await fetch(input, { ...init, headers });
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const [name = '', value = ''] = pair.split('=');
      if (/max-age=0|expires=thu, 01 jan 1970/i.test(line) || value === '') cookies.delete(name.trim());
      else cookies.set(name.trim(), value.trim());
    }
    return response;
  };
  return Object.assign(jarFetch, { cookies });
}

/** Wraps a module's functions so a test can tell which of them it called. */
export function tracked<T extends Record<string, unknown>>(
  module: T,
  called: Set<string>,
  prefix: string,
): T {
  const wrapped: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(module)) {
    wrapped[name] =
      typeof value === 'function'
        ? (...args: unknown[]) => (
            called.add(`${prefix}.${name}`),
            (value as (...a: unknown[]) => unknown)(...args)
          )
        : value;
  }
  return wrapped as T;
}
