import { isCrawler } from '@shop/flags/crawler';

/** The device flags of spec point 3. */
export type DeviceFlags = {
  isMobile: boolean;
  isTablet: boolean;
  isDesktop: boolean;
  isIos: boolean;
  isAndroid: boolean;
  isWindows: boolean;
  isMacOS: boolean;
  isSafari: boolean;
  isFirefox: boolean;
  isEdge: boolean;
  isChrome: boolean;
  isSamsung: boolean;
  isCrawler: boolean;
};

/** Hover features only where a fine pointer can hover (spec point 9). */
export const HOVER_QUERY = '(hover: hover) and (pointer: fine)';

/** Device flags from a user agent alone: pure, so the server can render with them. */
export function detectDevice(userAgent: string | null | undefined): DeviceFlags {
  const ua = userAgent ?? '';
  const isIos = /\b(iPhone|iPad|iPod)\b/.test(ua);
  const isAndroid = /\bAndroid\b/.test(ua);
  const isTablet = /\biPad\b|Tablet|PlayBook|Silk\/|Kindle/.test(ua) || (isAndroid && !/\bMobile\b/.test(ua));
  const isMobile = !isTablet && /\bMobi|\biPhone\b|\biPod\b|\bAndroid\b|Windows Phone/.test(ua);
  const isEdge = /\bEdg(e|A|iOS)?\//.test(ua);
  const isSamsung = /\bSamsungBrowser\//.test(ua);
  const isFirefox = /\b(Firefox|FxiOS)\//.test(ua);
  const isOpera = /\b(OPR|OPT|Opera)\//.test(ua);
  // Headless Chrome counts as Chrome: end-to-end runs and audits must see what visitors get.
  const isChrome = /\b(HeadlessChrome|Chrome|CriOS)\//.test(ua) && !isEdge && !isSamsung && !isOpera;
  const isSafari =
    /\bSafari\//.test(ua) &&
    /\bVersion\//.test(ua) &&
    !/\b(Chrome|CriOS|Chromium|FxiOS|EdgiOS|OPT)\//.test(ua) &&
    !isAndroid;
  return {
    isMobile,
    isTablet,
    isDesktop: !isMobile && !isTablet,
    isIos,
    isAndroid,
    isWindows: /\bWindows\b/.test(ua) && !/Windows Phone/.test(ua),
    isMacOS: /\bMacintosh\b|\bMac OS X\b/.test(ua) && !isIos,
    isSafari,
    isFirefox,
    isEdge,
    isChrome,
    isSamsung,
    isCrawler: isCrawler(userAgent),
  };
}

/** What the browser knows beyond its user agent. */
export type DeviceHints = {
  maxTouchPoints?: number;
  /** `navigator.userAgentData.mobile`, where the browser has it. */
  mobile?: boolean;
};

/**
 * Corrects what the user agent hides: iPadOS asks for desktop pages with a Mac user agent (a touch
 * "Mac" is an iPad), and client hints know a phone that sends a desktop user agent.
 */
export function refineDevice(flags: DeviceFlags, hints: DeviceHints): DeviceFlags {
  let refined = flags;
  if (flags.isMacOS && (hints.maxTouchPoints ?? 0) > 1) {
    refined = { ...refined, isMacOS: false, isIos: true, isTablet: true, isMobile: false, isDesktop: false };
  }
  if (hints.mobile === true && !refined.isMobile && !refined.isTablet) {
    refined = { ...refined, isMobile: true, isDesktop: false };
  }
  return refined;
}
