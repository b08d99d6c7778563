import { kartenliebe } from '@shop/config/channels/kartenliebe';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { HreflangLinks } from './hreflang-links.tsx';

describe('HreflangLinks', () => {
  it('renders one alternate link per locale, x-default included, in the head of the server HTML', () => {
    const alternates = { 'de-DE': 'https://kartenliebe.de/karten/', 'fr-CH': 'https://kartenliebe.ch/fr/cartes/', 'x-default': 'https://kartenliebe.de/karten/' };
    const html = renderToString(
      <html lang="de-DE" data-channel={kartenliebe.id}>
        <head />
        <body>
          <main>
            <HreflangLinks alternates={alternates} />
          </main>
        </body>
      </html>,
    );
    const head = html.slice(html.indexOf('<head>'), html.indexOf('</head>'));
    for (const [locale, href] of Object.entries(alternates)) expect(head).toContain(`<link rel="alternate" hrefLang="${locale}" href="${href}"/>`);
    expect(html.slice(html.indexOf('<main>'))).not.toContain('<link');
  });
});
