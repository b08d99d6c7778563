import { describe, expect, it, vi } from 'vitest';

vi.mock('server-only', () => ({}));
const { selectEnvelopeSku, toCardDesignItems } = await import('./block-lists.ts');

const wedding = { id: 500, slug: 'hochzeit-klassisch', occasion: 'hochzeit', category: 'einladung', name: 'Hochzeit klassisch', designIds: [5000, 5001] };

describe('toCardDesignItems', () => {
  it('links every design of a theme to the card designer with theme, design, quantity 50, category, occasion, envelope', () => {
    const items = toCardDesignItems({ themes: [wedding], envelopeSku: 'envelope-standard', locale: 'de-DE', platform: 'web' });
    expect(items.map((item) => item.title)).toEqual(['Hochzeit klassisch, Motiv 1', 'Hochzeit klassisch, Motiv 2']);
    const url = new URL(items[1]?.href ?? '', 'http://shop.invalid');
    expect(url.pathname).toBe('/configurator-card');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      themeId: '500',
      designId: '5001',
      // The 11th quantity step (spec point 9).
      quantity: '50',
      envelopeSku: 'envelope-standard',
      category: 'einladung',
      occasion: 'hochzeit',
      locale: 'de-DE',
      platform: 'web',
    });
  });

  it('leaves out an occasion the catalogue does not know and an envelope the shop does not sell', () => {
    const [item] = toCardDesignItems({ themes: [{ ...wedding, occasion: 'party<script>' }], locale: 'fr-CH', platform: 'desktop' });
    const params = new URL(item?.href ?? '', 'http://shop.invalid').searchParams;
    expect(params.has('occasion')).toBe(false);
    expect(params.has('envelopeSku')).toBe(false);
    expect(params.get('platform')).toBe('desktop');
    expect(item?.title).toBe('Hochzeit klassisch, motif 1');
  });

  it('gives no tiles for no themes', () => {
    expect(toCardDesignItems({ themes: [], locale: 'en-GB', platform: 'web' })).toEqual([]);
  });
});

describe('selectEnvelopeSku', () => {
  it.each([
    [[{ sku: 'envelope-large', subtype: 'envelope' }, { sku: 'envelope-standard', subtype: 'envelope' }], 'envelope-standard'],
    [[{ sku: 'bow-jute', subtype: 'bow' }, { sku: 'envelope-large', subtype: 'envelope' }], 'envelope-large'],
    [[{ sku: 'bow-jute', subtype: 'bow' }], undefined],
    [[], undefined],
  ] as const)('%j → %s', (accessories, expected) => {
    expect(selectEnvelopeSku(accessories)).toBe(expected);
  });
});
