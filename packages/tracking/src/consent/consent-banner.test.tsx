// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { catalogues } from '@shop/i18n/messages';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConsentBanner, type ConsentBannerTexts } from './consent-banner.tsx';

const textsFor = (language: keyof typeof catalogues): ConsentBannerTexts => ({
  title: catalogues[language]['consent.title']!,
  body: catalogues[language]['consent.body']!,
  accept: catalogues[language]['consent.accept']!,
  decline: catalogues[language]['consent.decline']!,
  privacyLink: catalogues[language]['consent.privacyLink']!,
});

afterEach(cleanup);

describe('ConsentBanner', () => {
  it('shows the translated texts it is given, with the privacy policy link', () => {
    render(
      <ConsentBanner texts={textsFor('fr')} privacyHref="/fr/confidentialite" onDecide={() => undefined} />,
    );
    expect(screen.getByRole('region', { name: 'Cookies et confidentialité' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Politique de confidentialité' }).getAttribute('href')).toBe(
      '/fr/confidentialite',
    );
    expect(screen.getByRole('button', { name: 'Tout accepter' })).toBeTruthy();
  });

  it.each([
    ['Alle akzeptieren', 'GRANTED'],
    ['Nur notwendige', 'DECLINED'],
  ])('"%s" decides %s', (label, decision) => {
    const onDecide = vi.fn();
    render(<ConsentBanner texts={textsFor('de')} privacyHref="/datenschutz" onDecide={onDecide} />);
    fireEvent.click(screen.getByRole('button', { name: label }));
    expect(onDecide).toHaveBeenCalledWith(decision);
  });

  it('is keyboard-usable: native link and buttons in reading order, no tabindex tricks', () => {
    const { container } = render(
      <ConsentBanner texts={textsFor('en')} privacyHref="/privacy" onDecide={() => undefined} />,
    );
    const focusable = [...container.querySelectorAll('a, button')].map((element) => element.textContent);
    expect(focusable).toEqual(['Privacy policy', 'Accept all', 'Necessary only']);
    expect(container.querySelector('[tabindex]')).toBeNull();
    const accept = screen.getByRole('button', { name: 'Accept all' });
    accept.focus();
    expect(document.activeElement).toBe(accept);
  });

  it('is a fixed overlay, so showing it after hydration shifts no content', () => {
    const { container } = render(
      <ConsentBanner texts={textsFor('nl')} privacyHref="/privacy" onDecide={() => undefined} />,
    );
    const banner = container.querySelector<HTMLElement>('[data-consent-banner]')!;
    expect(banner.style.position).toBe('fixed');
    expect(banner.style.bottom).toBe('0px');
  });
});
