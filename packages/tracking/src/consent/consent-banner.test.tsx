// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { catalogues } from '@shop/i18n/messages';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { consentDecisionOf, setConsentBannerOpen } from './consent-attributes.ts';
import { ConsentBanner, type ConsentBannerTexts } from './consent-banner.tsx';
import { consentBannerScript, readConsentCookie } from './consent-store.ts';

const textsFor = (language: keyof typeof catalogues): ConsentBannerTexts => ({
  title: catalogues[language]['consent.title']!,
  body: catalogues[language]['consent.body']!,
  accept: catalogues[language]['consent.accept']!,
  decline: catalogues[language]['consent.decline']!,
  privacyLink: catalogues[language]['consent.privacyLink']!,
});

/**
 * Runs the banner's inline script as the parser would, right behind the banner, against a document with these cookies.
 * Returns the document (its `cookie` is what the script last wrote) and the root it marks.
 */
function runScript(cookie: string, banner: Element = document.createElement('section')) {
  const root = document.createElement('html');
  const doc = { cookie, documentElement: root, currentScript: { previousElementSibling: banner } };
  new Function('document', 'location', consentBannerScript())(doc, { protocol: 'https:' });
  return { doc, root };
}

const opensWith = (cookie: string) => runScript(cookie).root.hasAttribute('data-consent-open');

afterEach(() => {
  cleanup();
  setConsentBannerOpen(false);
});

describe('ConsentBanner', () => {
  it('shows the translated texts it is given, with the privacy policy link', () => {
    setConsentBannerOpen(true);
    render(<ConsentBanner texts={textsFor('fr')} privacyHref="/fr/confidentialite" />);
    expect(screen.getByRole('region', { name: 'Cookies et confidentialité' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Politique de confidentialité' }).getAttribute('href')).toBe('/fr/confidentialite');
    expect(screen.getByRole('button', { name: 'Tout accepter' })).toBeTruthy();
  });

  it('is in the server HTML with its script right behind it, so it paints with the page and never half parsed', () => {
    const html = renderToStaticMarkup(<ConsentBanner texts={textsFor('de')} privacyHref="/datenschutz" />);
    expect(html).toContain('Alle akzeptieren');
    expect(html.indexOf('</section><script>')).toBeGreaterThan(0);
    expect(html).toContain(consentBannerScript());
  });

  it.each([
    ['Alle akzeptieren', 'GRANTED'],
    ['Nur notwendige', 'DECLINED'],
  ])('a click on "%s" records %s in the cookie and closes the banner, before the page has hydrated', (label, decision) => {
    render(<ConsentBanner texts={textsFor('de')} privacyHref="/datenschutz" />);
    const { doc, root } = runScript('', document.querySelector('[data-consent-banner]')!);
    expect(root.hasAttribute('data-consent-open')).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: label, hidden: true }));
    expect(root.hasAttribute('data-consent-open')).toBe(false);
    expect(readConsentCookie(doc.cookie)).toBe(decision);
    expect(doc.cookie).toMatch(/; Path=\/; Max-Age=15724800; SameSite=Lax; Secure$/);
  });

  it('ignores a click beside the buttons (the privacy link, the text)', () => {
    render(<ConsentBanner texts={textsFor('de')} privacyHref="/datenschutz" />);
    const { doc, root } = runScript('', document.querySelector('[data-consent-banner]')!);
    fireEvent.click(screen.getByText(/Wir nutzen Cookies/, { ignore: 'style, script' }));
    expect(root.hasAttribute('data-consent-open')).toBe(true);
    expect(doc.cookie).toBe('');
  });

  it.each([
    ['no cookie', '', true],
    ['other cookies only', 'splitIoUserKey=abc; shop-tracking-disabled=1', true],
    ['a decision to grant', 'a=1; shop-consent=granted', false],
    ['a decision to decline', 'shop-consent=declined; b=2', false],
    ['an unreadable value', 'shop-consent=maybe', true],
    ['a look-alike cookie name', 'old-shop-consent=granted', true],
  ])('opens before the first paint with %s: %s', (_case, cookie, open) => {
    expect(opensWith(cookie)).toBe(open);
  });

  it.each([
    ['Alle akzeptieren', 'GRANTED'],
    ['Nur notwendige', 'DECLINED'],
  ])('"%s" carries the decision %s for the page’s click handler', (label, decision) => {
    setConsentBannerOpen(true);
    render(<ConsentBanner texts={textsFor('de')} privacyHref="/datenschutz" />);
    expect(consentDecisionOf(screen.getByRole('button', { name: label }))).toBe(decision);
    expect(consentDecisionOf(screen.getByRole('link'))).toBeUndefined();
  });

  it('is closed unless <html> says the banner asks, a fixed overlay that shifts no content when it opens', () => {
    // The rules travel in the page's stylesheet (the browser applies them: e2e tracking.spec, shell.spec).
    const css = readFileSync(fileURLToPath(import.meta.resolve('./consent-banner.css')), 'utf8').replace(/\s+/g, ' ');
    expect(css).toMatch(/\[data-consent-banner\] \{ display: none; position: fixed; inset-inline: 0; bottom: 0;/);
    expect(css).toContain('[data-consent-open] [data-consent-banner] { display: block; }');
    setConsentBannerOpen(true);
    expect(document.documentElement.hasAttribute('data-consent-open')).toBe(true);
    setConsentBannerOpen(false);
    expect(document.documentElement.hasAttribute('data-consent-open')).toBe(false);
  });

  it('is keyboard-usable: native link and buttons in reading order, no tabindex tricks', () => {
    const { container } = render(<ConsentBanner texts={textsFor('en')} privacyHref="/privacy" />);
    const focusable = [...container.querySelectorAll('a, button')].map((element) => element.textContent);
    expect(focusable).toEqual(['Privacy policy', 'Accept all', 'Necessary only']);
    expect(container.querySelector('[tabindex]')).toBeNull();
  });
});
