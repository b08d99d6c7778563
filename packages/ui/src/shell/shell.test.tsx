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
        columns={[]}
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
    render(<SiteFooter channelName="kartenliebe" locale="nl-NL" privacyHref="/privacyverklaring/" columns={[]} year={2026} otherLanguages={[]} />);
    expect(screen.queryByText('Ook beschikbaar in')).toBeNull();
    expect(screen.getByRole('link', { name: 'Privacyverklaring' })).toBeInTheDocument();
  });

  it('renders the footer story: a headed list per column, the story’s copyright, no fallback privacy link', () => {
    render(
      <SiteFooter
        channelName="wallart"
        locale="de-DE"
        privacyHref="/datenschutz"
        columns={[
          { headline: 'Rechtliches', links: [{ text: 'AGB', link: '/agb' }, { text: 'Impressum', link: '/impressum' }] },
          { headline: 'Leer', links: [] },
        ]}
        copyright="© 2026 wallart"
        year={2026}
        otherLanguages={[]}
      />,
    );
    const legal = screen.getByRole('navigation', { name: 'Rechtliches' });
    expect(within(legal).getByRole('heading', { level: 2 })).toHaveTextContent('Rechtliches');
    expect(within(legal).getByRole('link', { name: 'Impressum' })).toHaveAttribute('href', '/impressum');
    expect(screen.queryByRole('navigation', { name: 'Leer' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Datenschutz' })).toBeNull();
    expect(screen.getByRole('contentinfo')).toHaveTextContent('© 2026 wallart');
  });
});

describe('StartHero', () => {
  it.each([
    ['de-CH', 'kartenliebe', 'Willkommen bei kartenliebe'],
    ['it-IT', 'wallart', 'Benvenuto su wallart'],
    ['en-US', 'wallart', 'Welcome to wallart'],
  ] as const)('%s %s', (locale, channel, heading) => {
    const { container } = render(<StartHero channelId={channel} channelName={channel} locale={locale} platform="web" />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(heading);
    // The developer line ("Du bist im Shop für Deutschland auf Deutsch. (de-DE)") is gone (issue 14).
    expect(container).not.toHaveTextContent(locale);
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
