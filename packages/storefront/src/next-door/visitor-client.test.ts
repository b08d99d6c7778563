import { describe, expect, it, vi } from 'vitest';

vi.mock('server-only', () => ({}));
const { parseSetCookie } = await import('./visitor-client.ts');

describe('parseSetCookie', () => {
  it('reads the shop API cookie attributes', () => {
    expect(parseSetCookie('shop_visitor=abc-_1; Max-Age=7776000; Path=/; HttpOnly; SameSite=Lax')).toEqual({
      name: 'shop_visitor',
      value: 'abc-_1',
      maxAge: 7776000,
      path: '/',
      httpOnly: true,
      secure: false,
      sameSite: 'lax',
    });
  });

  it('reads a deleted cookie (empty value, expiry in the past) and Secure', () => {
    const cookie = parseSetCookie('shop_session=; Max-Age=0; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Secure; HttpOnly; SameSite=Lax');
    expect(cookie).toMatchObject({ name: 'shop_session', value: '', maxAge: 0, secure: true });
    expect(cookie?.expires?.getTime()).toBe(0);
  });

  it('refuses a line without a name', () => {
    expect(parseSetCookie('=value; Path=/')).toBeUndefined();
    expect(parseSetCookie('garbage')).toBeUndefined();
  });
});
