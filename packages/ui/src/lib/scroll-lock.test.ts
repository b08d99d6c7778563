import { describe, expect, it } from 'vitest';
import { isPageScrollLocked, lockPageScroll } from './scroll-lock.ts';

describe('lockPageScroll', () => {
  it('keeps the page locked until every holder released it, each release counting once', () => {
    const burger = lockPageScroll();
    const dialog = lockPageScroll();
    expect(document.documentElement.style.overflow).toBe('hidden');
    dialog();
    dialog();
    expect(isPageScrollLocked()).toBe(true);
    burger();
    expect(isPageScrollLocked()).toBe(false);
    expect(document.documentElement.style.overflow).toBe('');
  });
});
