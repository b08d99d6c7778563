import type { ChannelSettings } from '@shop/config/channel-settings';
import { getDomain } from '@shop/config/channel-settings';
import { localeSettings, type CurrencyCode, type Locale } from '@shop/config/markets';
import { buildPublicPath } from '@shop/domain/routing';

/** The production origin of a locale's country: canonical URLs, `metadataBase` and every URL in JSON-LD use it. */
export function siteOrigin(settings: ChannelSettings, locale: Locale): string {
  return `https://${getDomain(settings, localeSettings[locale].country)}`;
}

/** An absolute production URL of a public path (or of a root-relative asset path) in the locale's country. */
export function absoluteUrl(settings: ChannelSettings, locale: Locale, path: string): string {
  return new URL(path, siteOrigin(settings, locale)).toString();
}

/** The channel's share image (apps/<channel>/public/og-image.png, written by `scripts/channel-icons.ts`). */
export const SHARE_IMAGE = { url: '/og-image.png', width: 1200, height: 630 } as const;

type JsonLdNode = Record<string, unknown> & { '@type': string };

export interface OfferInput {
  /** Minor units (cents), as the shop API prices. */
  amountMinor: number;
  currency: CurrencyCode;
  /** The product can be ordered now (the designer is reachable); otherwise OutOfStock. */
  available: boolean;
}

/** schema.org Product with one Offer: the price, currency and availability the page itself shows. */
export function productJsonLd(input: { name: string; description?: string; url: string; image: string; offer: OfferInput }): JsonLdNode {
  const { name, description, url, image, offer } = input;
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name,
    ...(description ? { description } : {}),
    url,
    image,
    offers: {
      '@type': 'Offer',
      url,
      // Every currency the shop sells in has two decimals (markets.ts: EUR, CHF, GBP, USD).
      price: Number((offer.amountMinor / 100).toFixed(2)),
      priceCurrency: offer.currency,
      availability: offer.available ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
    },
  };
}

/** schema.org BreadcrumbList from the content API's trail (start page first), with absolute item URLs. */
export function breadcrumbJsonLd(items: readonly { name: string; url: string }[]): JsonLdNode {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({ '@type': 'ListItem', position: index + 1, name: item.name, item: item.url })),
  };
}

/** schema.org Organization and WebSite of the channel in one locale's country: the start page's structured data. */
export function siteJsonLd(settings: ChannelSettings, locale: Locale): JsonLdNode[] {
  const home = absoluteUrl(settings, locale, buildPublicPath({ settings, locale, path: '/' }));
  const organizationId = `${siteOrigin(settings, locale)}/#organization`;
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'Organization',
      '@id': organizationId,
      name: settings.name,
      url: home,
      logo: absoluteUrl(settings, locale, '/icon-512.png'),
    },
    {
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      name: settings.name,
      url: home,
      inLanguage: locale,
      publisher: { '@id': organizationId },
    },
  ];
}

/**
 * A JSON-LD script. `<` is escaped so no text from the content space can close the script element; JSON parsers read
 * `\u003c` as `<`.
 */
export function JsonLd({ data }: { data: JsonLdNode | JsonLdNode[] }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, '\\u003c') }} />;
}
