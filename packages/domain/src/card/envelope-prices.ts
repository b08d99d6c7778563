import type { CountryCode } from '@shop/config/markets';
import type { Money } from '../price/money.ts';

export const envelopePriceClasses = ['standard', 'compact', 'large'] as const;
export type EnvelopePriceClass = (typeof envelopePriceClasses)[number];

type PricedCountry = 'DE' | 'AT' | 'CH';

/** Envelope prices of spec point 9 in minor units. */
export const envelopePrices: Readonly<Record<PricedCountry, Readonly<Record<EnvelopePriceClass, Money>>>> = {
  DE: {
    standard: { amountMinor: 95, currency: 'EUR' },
    compact: { amountMinor: 110, currency: 'EUR' },
    large: { amountMinor: 180, currency: 'EUR' },
  },
  AT: {
    standard: { amountMinor: 100, currency: 'EUR' },
    compact: { amountMinor: 150, currency: 'EUR' },
    large: { amountMinor: 150, currency: 'EUR' },
  },
  CH: {
    standard: { amountMinor: 100, currency: 'CHF' },
    compact: { amountMinor: 120, currency: 'CHF' },
    large: { amountMinor: 290, currency: 'CHF' },
  },
};

// Liechtenstein pays in francs and is served like Switzerland; the spec gives no prices for the other countries.
const priceCountryByCountry: Readonly<Partial<Record<CountryCode, PricedCountry>>> = {
  DE: 'DE',
  AT: 'AT',
  CH: 'CH',
  LI: 'CH',
};

/** The envelope price of a country, or undefined where the spec gives none (the price API answers there). */
export function getEnvelopePrice(options: {
  country: CountryCode;
  priceClass: EnvelopePriceClass;
}): Money | undefined {
  const pricedCountry = priceCountryByCountry[options.country];
  return pricedCountry === undefined ? undefined : envelopePrices[pricedCountry][options.priceClass];
}
