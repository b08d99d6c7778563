import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NotFoundContent } from './not-found-content.tsx';
import { SiteFooter } from './site-footer.tsx';
import { SiteHeader } from './site-header.tsx';
import { StartHero } from './start-hero.tsx';

describe('SiteHeader', () => {
  it('links the logo to the start page of the platform, labelled in the locale language', () => {
    render(<SiteHeader channelName="wallart" locale="fr-CH" homeHref="/fr/d/desktop-startseite" platform="desktop" />);
    const logo = screen.getByRole('link', { name: "Aller à la page d'accueil de wallart" });
    expect(logo).toHaveAttribute('href', '/fr/d/desktop-startseite');
    expect(screen.getByRole('banner')).toHaveAttribute('data-platform', 'desktop');
  });
});

describe('SiteFooter', () => {
  it('offers the country’s other languages, each named in its own language', () => {
    render(
      <SiteFooter
        channelName="kartenliebe"
        locale="de-CH"
        privacyHref="/datenschutz/"
        year={2026}
        otherLanguages={[
          { locale: 'fr-CH', href: '/fr/' },
          { locale: 'it-CH', href: '/it/' },
        ]}
      />,
    );
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'Français' })).toHaveAttribute('hreflang', 'fr-CH');
    expect(within(footer).getByRole('link', { name: 'Italiano' })).toHaveAttribute('href', '/it/');
    expect(within(footer).getByRole('link', { name: 'Datenschutz' })).toHaveAttribute('href', '/datenschutz/');
    expect(footer).toHaveTextContent('© 2026 kartenliebe');
  });

  it('shows no language list in a one-language country', () => {
    render(<SiteFooter channelName="kartenliebe" locale="nl-NL" privacyHref="/privacyverklaring/" year={2026} otherLanguages={[]} />);
    expect(screen.queryByText('Ook beschikbaar in')).toBeNull();
    expect(screen.getByRole('link', { name: 'Privacyverklaring' })).toBeInTheDocument();
  });
});

describe('StartHero', () => {
  it.each([
    ['de-CH', 'kartenliebe', 'Willkommen bei kartenliebe', 'Du bist im Shop für Schweiz auf Deutsch.'],
    ['it-IT', 'wallart', 'Benvenuto su wallart', 'Sei nel negozio per Italia, in Italiano.'],
    ['en-US', 'wallart', 'Welcome to wallart', 'You are in the shop for United States, in English.'],
  ] as const)('%s %s', (locale, channel, heading, where) => {
    render(<StartHero channelId={channel} channelName={channel} locale={locale} platform="web" />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(heading);
    expect(screen.getByText(where, { exact: false })).toBeInTheDocument();
  });

  it('greets desktop visitors with the desktop title', () => {
    render(<StartHero channelId="kartenliebe" channelName="kartenliebe" locale="es-ES" platform="desktop" />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('kartenliebe para tu ordenador');
  });
});

describe('NotFoundContent', () => {
  it('says what was not found and links home', () => {
    render(<NotFoundContent title="Page not found" text="Sorry, the page /x does not exist (any more)." homeLabel="Back" homeHref="/" />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Page not found');
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/');
  });
});
