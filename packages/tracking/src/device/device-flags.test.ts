import { describe, expect, it } from 'vitest';
import { detectDevice, refineDevice, type DeviceFlags } from './device-flags.ts';

const ua = {
  iphoneSafari:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  iphoneChrome:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/124.0.6367.88 Mobile/15E148 Safari/604.1',
  ipad: 'Mozilla/5.0 (iPad; CPU OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.6 Mobile/15E148 Safari/604.1',
  ipadDesktopMode:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
  androidChrome:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36',
  androidTablet:
    'Mozilla/5.0 (Linux; Android 13; SM-X700) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
  samsung:
    'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/24.0 Chrome/117.0.0.0 Mobile Safari/537.36',
  windowsEdge:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36 Edg/124.0.2478.67',
  windowsChrome:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
  windowsFirefox: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:125.0) Gecko/20100101 Firefox/125.0',
  macSafari:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4.1 Safari/605.1.15',
  macFirefox: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.4; rv:125.0) Gecko/20100101 Firefox/125.0',
  googlebot: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
  headlessChrome:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/124.0.0.0 Safari/537.36',
};

type Expectation = Partial<DeviceFlags>;
const none: DeviceFlags = {
  isMobile: false,
  isTablet: false,
  isDesktop: false,
  isIos: false,
  isAndroid: false,
  isWindows: false,
  isMacOS: false,
  isSafari: false,
  isFirefox: false,
  isEdge: false,
  isChrome: false,
  isSamsung: false,
  isCrawler: false,
};

describe('detectDevice (the device flags of spec point 3, from the user agent)', () => {
  it.each<[string, string, Expectation]>([
    ['iPhone Safari', ua.iphoneSafari, { isMobile: true, isIos: true, isSafari: true }],
    ['iPhone Chrome', ua.iphoneChrome, { isMobile: true, isIos: true, isChrome: true }],
    ['iPad', ua.ipad, { isTablet: true, isIos: true, isSafari: true }],
    ['Android phone Chrome', ua.androidChrome, { isMobile: true, isAndroid: true, isChrome: true }],
    ['Android tablet', ua.androidTablet, { isTablet: true, isAndroid: true, isChrome: true }],
    ['Samsung Internet', ua.samsung, { isMobile: true, isAndroid: true, isSamsung: true }],
    ['Windows Edge', ua.windowsEdge, { isDesktop: true, isWindows: true, isEdge: true }],
    ['Windows Chrome', ua.windowsChrome, { isDesktop: true, isWindows: true, isChrome: true }],
    ['Windows Firefox', ua.windowsFirefox, { isDesktop: true, isWindows: true, isFirefox: true }],
    ['Mac Safari', ua.macSafari, { isDesktop: true, isMacOS: true, isSafari: true }],
    ['Mac Firefox', ua.macFirefox, { isDesktop: true, isMacOS: true, isFirefox: true }],
    ['Googlebot', ua.googlebot, { isDesktop: true, isCrawler: true }],
    [
      'headless Chrome (the e2e browser: Chrome, not a crawler)',
      ua.headlessChrome,
      { isDesktop: true, isChrome: true },
    ],
    ['no user agent', '', { isDesktop: true, isCrawler: true }],
  ])('%s', (_name, userAgent, expected) => {
    expect(detectDevice(userAgent)).toEqual({ ...none, ...expected });
  });
});

describe('refineDevice (client side)', () => {
  it('turns a touch "Mac" into an iPad (iPadOS asks for desktop pages)', () => {
    expect(refineDevice(detectDevice(ua.ipadDesktopMode), { maxTouchPoints: 5 })).toEqual({
      ...none,
      isTablet: true,
      isIos: true,
      isSafari: true,
    });
  });

  it('keeps a real Mac a Mac', () => {
    const mac = detectDevice(ua.macSafari);
    expect(refineDevice(mac, { maxTouchPoints: 0 })).toEqual(mac);
  });

  it('believes the mobile client hint over a desktop user agent', () => {
    expect(refineDevice(detectDevice(ua.windowsChrome), { mobile: true })).toMatchObject({
      isMobile: true,
      isDesktop: false,
    });
  });
});
