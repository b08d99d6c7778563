import { kartenliebe } from '@shop/config/channels/kartenliebe';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { HeadTags } from './head-tags.tsx';
import { storyShareTags } from './share-metadata.ts';

function renderInDocument(element: React.ReactElement): { head: string; body: string } {
  const html = renderToString(
    <html lang="fr-CH">
      <head />
      <body>
        <main>{element}</main>
      </body>
    </html>,
  );
  return { head: html.slice(html.indexOf('<head>'), html.indexOf('</head>')), body: html.slice(html.indexOf('<body>')) };
}

describe('HeadTags', () => {
  const alternates = { 'de-DE': 'https://kartenliebe.de/karten/', 'fr-CH': 'https://kartenliebe.ch/fr/cartes/', 'x-default': 'https://kartenliebe.de/karten/' };

  it('renders one alternate link per locale, x-default included, in the head of the server HTML', () => {
    const { head, body } = renderInDocument(<HeadTags alternates={alternates} />);
    for (const [locale, href] of Object.entries(alternates)) expect(head).toContain(`<link rel="alternate" hrefLang="${locale}" href="${href}"/>`);
    expect(body).not.toContain('<link');
  });

  it('renders the Open Graph tags and the Twitter card type, without Twitter copies of title, description and image', () => {
    const share = storyShareTags({ settings: kartenliebe, locale: 'fr-CH', title: 'Cartes | kartenliebe', description: 'Pour chaque occasion.', path: '/fr/cartes/', image: 'https://img.example/cards.jpg' });
    const { head, body } = renderInDocument(<HeadTags alternates={alternates} share={share} />);
    expect(head).toContain('<meta property="og:title" content="Cartes | kartenliebe"/>');
    expect(head).toContain('<meta property="og:description" content="Pour chaque occasion."/>');
    expect(head).toContain('<meta property="og:url" content="https://kartenliebe.ch/fr/cartes/"/>');
    expect(head).toContain('<meta property="og:site_name" content="kartenliebe"/>');
    expect(head).toContain('<meta property="og:locale" content="fr_CH"/>');
    expect(head).toContain('<meta property="og:image" content="https://img.example/cards.jpg"/>');
    expect(head).toContain('<meta property="og:type" content="website"/>');
    expect(head).toContain('<meta name="twitter:card" content="summary_large_image"/>');
    expect(head).not.toMatch(/twitter:(title|description|image)/);
    expect(head).not.toContain('og:image:width');
    expect(body).not.toContain('<meta');
  });

  it('names the channel share image with its size and alt when the story has no picture', () => {
    const share = storyShareTags({ settings: kartenliebe, locale: 'de-CH', title: 'Datenschutz', path: '/datenschutz/' });
    expect(share.image).toEqual({ url: 'https://kartenliebe.ch/og-image.png', width: 1200, height: 630, alt: 'kartenliebe' });
    const { head } = renderInDocument(<HeadTags alternates={{}} share={share} />);
    expect(head).toContain('<meta property="og:image:width" content="1200"/>');
    expect(head).toContain('<meta property="og:image:alt" content="kartenliebe"/>');
    expect(head).not.toContain('og:description');
  });
});
