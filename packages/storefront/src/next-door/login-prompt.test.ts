import { describe, expect, it } from 'vitest';
import { loggedInThroughDialog } from './login-prompt.tsx';

describe('loggedInThroughDialog', () => {
  it.each([
    ['a log-in after the session was read logged out', { status: 'initialised', isLoggedIn: false }, true, true],
    ['the first read of a session logged in all along', { status: 'uninitialised', isLoggedIn: false }, true, false],
    ['a log-out', { status: 'initialised', isLoggedIn: true }, false, false],
    ['still logged in', { status: 'initialised', isLoggedIn: true }, true, false],
  ] as const)('%s: %s', (_, previous, isLoggedIn, expected) => {
    expect(loggedInThroughDialog({ isLoggedIn }, previous)).toBe(expected);
  });
});
