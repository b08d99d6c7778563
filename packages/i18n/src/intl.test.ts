import { languages, locales } from '@shop/config/markets';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createShopIntl, resetMissingKeyReports, setMissingKeyReporter } from './intl.ts';
import { catalogues, messageNamespaces } from './messages.ts';

describe('namespaces', () => {
  it('never define the same id twice', () => {
    const ids = messageNamespaces.flatMap((namespace) => Object.keys(namespace.de));
    expect(ids.length).toBe(new Set(ids).size);
  });
});

describe('catalogues', () => {
  const sourceIds = Object.keys(catalogues.de).sort();
  it.each(languages)('%s has exactly the ids of the German source catalogue', (language) => {
    expect(Object.keys(catalogues[language]).sort()).toEqual(sourceIds);
  });
  it.each(languages)('%s has no empty message', (language) => {
    expect(Object.values(catalogues[language]).filter((text) => text.trim() === '')).toEqual([]);
  });
  it.each(locales)('every message of %s formats with its placeholders', (locale) => {
    const intl = createShopIntl(locale);
    for (const id of Object.keys(catalogues.de)) {
      expect(() => intl.t(id, { channel: 'x', country: 'y', language: 'z', path: '/p', price: '1', year: 2026, name: 'n', link: 'https://l' })).not.toThrow();
    }
  });
});

describe('t', () => {
  beforeEach(() => resetMissingKeyReports());

  it('translates into the locale language', () => {
    expect(createShopIntl('fr-CH').t('error.notFoundTitle')).toBe('Page introuvable');
    expect(createShopIntl('nl-BE').t('start.title', { channel: 'wallart' })).toBe('Welkom bij wallart');
  });

  it('shows the last segment of a missing key and reports it once per key', () => {
    const reporter = vi.fn();
    setMissingKeyReporter(reporter);
    const intl = createShopIntl('de-DE');
    expect(intl.t('checkout.button.payNow')).toBe('payNow');
    expect(intl.t('checkout.button.payNow')).toBe('payNow');
    expect(createShopIntl('en-GB').t('checkout.button.payNow')).toBe('payNow');
    expect(intl.t('nodots')).toBe('nodots');
    expect(reporter).toHaveBeenCalledTimes(2);
    expect(reporter).toHaveBeenCalledWith({ id: 'checkout.button.payNow', locale: 'de-DE' });
  });
});

describe('number and date formatting follow the locale', () => {
  it.each([
    ['de-DE', 1234.5, '1.234,5'],
    ['de-CH', 1234.5, "1'234.5"],
    ['fr-FR', 1234.5, '1\u202f234,5'],
    ['en-US', 1234.5, '1,234.5'],
    ['nl-NL', 1234.5, '1.234,5'],
  ] as const)('%s formats %d as %s', (locale, value, expected) => {
    expect(createShopIntl(locale).formatNumber(value)).toBe(expected);
  });

  it('formats dates per locale', () => {
    const date = new Date(Date.UTC(2026, 10, 21, 12));
    expect(createShopIntl('de-DE').formatDate(date, { timeZone: 'UTC' })).toBe('21.11.2026');
    expect(createShopIntl('en-US').formatDate(date, { timeZone: 'UTC' })).toBe('11/21/2026');
    expect(createShopIntl('en-GB').formatDate(date, { timeZone: 'UTC' })).toBe('21/11/2026');
  });
});

describe('pickTexts', () => {
  it('hands over translated texts for client components', async () => {
    const { pickTexts } = await import('./intl.ts');
    expect(pickTexts(createShopIntl('it-CH'), ['error.retry', 'error.details'])).toEqual({ 'error.retry': 'Riprova', 'error.details': "Dettagli dell'errore" });
  });
});
