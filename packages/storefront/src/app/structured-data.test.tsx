import { kartenliebe } from '@shop/config/channels/kartenliebe';
import { wallart } from '@shop/config/channels/wallart';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { absoluteUrl, breadcrumbJsonLd, JsonLd, productJsonLd, siteJsonLd } from './structured-data.tsx';

describe('structured data', () => {
  it('prices the Offer in major units with the currency the page shows', () => {
    const product = productJsonLd({ name: 'Wandbild', url: 'https://wallart.ch/x', image: 'https://wallart.ch/og-image.png', offer: { amountMinor: 1999, currency: 'CHF', available: true } });
    expect(product.offers).toEqual({ '@type': 'Offer', url: 'https://wallart.ch/x', price: 19.99, priceCurrency: 'CHF', availability: 'https://schema.org/InStock' });
    const unavailable = productJsonLd({ name: 'x', url: 'u', image: 'i', offer: { amountMinor: 500, currency: 'EUR', available: false } });
    expect((unavailable.offers as { availability: string }).availability).toBe('https://schema.org/OutOfStock');
  });

  it('numbers breadcrumb items from 1 in trail order', () => {
    expect(breadcrumbJsonLd([{ name: 'Start', url: 'https://a/' }, { name: 'Fotobuch', url: 'https://a/fotobuch/' }]).itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Start', item: 'https://a/' },
      { '@type': 'ListItem', position: 2, name: 'Fotobuch', item: 'https://a/fotobuch/' },
    ]);
  });

  it('names the organization and website on the locale’s production domain', () => {
    const [organization, website] = siteJsonLd(kartenliebe, 'fr-CH');
    expect(organization).toMatchObject({ '@type': 'Organization', name: 'kartenliebe', url: 'https://kartenliebe.ch/fr/' });
    expect(website).toMatchObject({ '@type': 'WebSite', inLanguage: 'fr-CH', publisher: { '@id': organization?.['@id'] } });
    expect(absoluteUrl(wallart, 'en-GB', '/og-image.png')).toBe('https://wallart.co.uk/og-image.png');
  });

  it('escapes < so content cannot close the script element', () => {
    const html = renderToStaticMarkup(<JsonLd data={{ '@type': 'Thing', name: '</script><script>alert(1)</script>' }} />);
    expect(html).not.toContain('</script><script>');
    const json = html.replace(/^<script[^>]*>/, '').replace(/<\/script>$/, '');
    expect(JSON.parse(json).name).toBe('</script><script>alert(1)</script>');
  });
});
