import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CalculatorOptions } from '@shop/domain/calculator/calculator-types';
import {
  canvasCalculator,
  collageCalculator,
  createFixtureContext,
  framedCalculator,
  framedCalculatorEn,
  framedMoreFormats,
  framedOptions,
  framedPrices,
  kartenliebeSettings,
  photobookCalculator,
  photobookPrices,
  photoboxCalculator,
  photoboxPrices,
  photoprintCalculator,
  photoprintPrices,
} from '../blocks/block-fixtures.ts';
import { dialogStore } from '../dialogs/dialog-store.ts';
import { buildCalculatorDesignerUrl } from '@shop/domain/designer/calculator-designer-url';
import { flattenCalculatorOptions, getCalculatorContext } from '@shop/domain/calculator/calculator-state';
import { resolveDesignerUrl, toCalculatorOptions, type PriceCalculatorBlok } from './calculator-content.ts';
import { buildCalculatorDesignerUrls, PriceCalculator } from './price-calculator.tsx';

const NBSP = '\u00a0';
/** Testing Library collapses every whitespace (NBSP too) to a space before matching text. */
const shown = (text: string) => text.replaceAll(NBSP, ' ');

afterEach(() => {
  cleanup();
  dialogStore.setState({ current: null, blocked: false });
});

const cta = () => screen.getByRole('link').getAttribute('href');

function renderCalculator(
  blok: PriceCalculatorBlok,
  options: {
    prices?: Parameters<typeof toCalculatorOptions>[0]['prices'];
    locale?: 'de-DE' | 'de-CH' | 'en-US' | 'fr-FR';
    calculatorOptions?: CalculatorOptions;
    settings?: typeof kartenliebeSettings;
    moreFormats?: typeof framedMoreFormats;
  } = {},
) {
  const context = createFixtureContext({
    locale: options.locale ?? 'de-DE',
    ...(options.settings ? { settings: options.settings } : {}),
  });
  return render(
    <PriceCalculator
      blok={blok}
      context={context}
      calculatorOptions={options.calculatorOptions ?? toCalculatorOptions({ blok, prices: options.prices })}
      moreFormats={options.moreFormats}
    />,
  );
}

describe('PriceCalculator: prices', () => {
  it('shows the original price only when it is above the current one, with the discount (spec point 3 and 5)', () => {
    renderCalculator(framedCalculator, { prices: framedPrices });
    // poster-gerahmt 45 × 30: original 38,40 €, current 26,88 € (30 % off); 30 × 20 is not on promotion.
    const promoted = screen
      .getByRole('radio', { name: new RegExp(`45${NBSP}×${NBSP}30`) })
      .closest('label') as HTMLElement;
    expect(
      within(promoted)
        .getByText(shown(`38,40${NBSP}€`))
        .closest('del'),
    ).not.toBeNull();
    expect(within(promoted).getByText(shown(`26,88${NBSP}€`))).toBeInTheDocument();
    const plain = screen
      .getByRole('radio', { name: new RegExp(`30${NBSP}×${NBSP}20`) })
      .closest('label') as HTMLElement;
    expect(plain.querySelector('del')).toBeNull();
    expect(within(plain).getByText(shown(`30,90${NBSP}€`))).toBeInTheDocument();
    expect(screen.getByText(/Du sparst 30 %/)).toBeInTheDocument();
  });

  it('shows the from-price with the language prefix and the TOP DEAL badge on the labelled format', () => {
    renderCalculator(framedCalculator, { prices: framedPrices });
    // Non-breaking spaces keep prefix, amount and currency on one line (spec point 5).
    expect(screen.getByText(shown(`ab${NBSP}26,88${NBSP}€`)).textContent).toBe(`ab${NBSP}26,88${NBSP}€`);
    const first = screen.getAllByRole('radio')[0]?.closest('label') as HTMLElement;
    expect(within(first).getByText('TOP DEAL')).toBeInTheDocument();
  });

  it('falls back to the translated default badge when the content gives no text', () => {
    const blok = { ...framedCalculator, badgeText: '', labels: [{ index: 0, text: '' }] };
    renderCalculator(blok, { prices: framedPrices, locale: 'fr-FR' });
    expect(screen.getByText('OFFRE TOP')).toBeInTheDocument();
  });

  it('formats Swiss francs with apostrophe grouping (de-CH)', () => {
    const calculatorOptions: CalculatorOptions = [
      {
        value: 'acrylglas',
        labelTranslationKey: 'calculator.option.acrylglas',
        initiallySelectedFormat: '1500x1000',
        formats: [{ value: '1500x1000', priceCurrent: 123456, priceOriginal: 123456 }],
        context: { materialType: 'acrylglas' },
      },
    ];
    renderCalculator({ ...framedCalculator, product: 'photoframe' }, { locale: 'de-CH', calculatorOptions });
    expect(screen.getAllByText(shown(`CHF${NBSP}1'234.56`)).length).toBeGreaterThan(0);
  });

  it('shows en-US formats in inches and prices in dollars', () => {
    renderCalculator(framedCalculatorEn, { prices: framedPrices, locale: 'en-US' });
    // 450 × 300 mm is 17.7 × 11.8 in.
    const radio = screen.getByRole('radio', { name: new RegExp(`17.7${NBSP}×${NBSP}11.8${NBSP}in`) });
    expect(within(radio.closest('label') as HTMLElement).getByText('$26.88')).toBeInTheDocument();
  });
});

describe('PriceCalculator: selection and designer link per product (spec point 3 and 4)', () => {
  it.each([
    [
      'framed-material',
      framedCalculator,
      framedPrices,
      '/configurator-photo-frame?materialType=poster&frameType=holzrahmen&locale=de-DE&platform=web&formatType=450x300',
    ],
    [
      'photoframe (canvas)',
      canvasCalculator,
      undefined,
      '/configurator-photo-frame?materialType=leinwand&locale=de-DE&platform=web&formatType=600x400',
    ],
    // The content counts photo formats in tenths of a millimetre (1500x1000), the designer and the API in mm.
    [
      'photobox',
      photoboxCalculator,
      photoboxPrices,
      '/configurator-photobox?photoboxType=small&formatWidth=150&formatHeight=100&locale=de-DE&platform=web',
    ],
    [
      'photoprint',
      photoprintCalculator,
      photoprintPrices,
      '/configurator-photobox?photoboxType=photoprint&formatWidth=150&formatHeight=100&type=glossy&locale=de-DE&platform=web',
    ],
    [
      'photobook',
      photobookCalculator,
      photobookPrices,
      '/configurator-photobook?photobookType=digitalfotobuch&photobookPrinting=digital&photobookCover=hard&binding=pur&paper=standard&format=a4-quer&pageCount=24&quantity=1&locale=de-DE&platform=web',
    ],
    [
      'collage',
      collageCalculator,
      undefined,
      '/configurator-collage?materialType=poster&designId=1&locale=de-DE&platform=web&formatType=450x300',
    ],
  ] as const)('%s opens %s', (_name, blok, prices, expected) => {
    renderCalculator(blok as PriceCalculatorBlok, { prices, settings: kartenliebeSettings });
    expect(cta()).toBe(expected);
  });

  it('a collage without designId opens the channel default collage (13 on wallart)', () => {
    const blok = {
      ...collageCalculator,
      context: null,
      options: [{ ...(collageCalculator.options[0] as object), context: { materialType: 'poster' } }],
    } as unknown as PriceCalculatorBlok;
    renderCalculator(blok);
    expect(cta()).toBe(
      '/configurator-collage?materialType=poster&designId=13&locale=de-DE&platform=web&formatType=450x300',
    );
  });

  it('selecting a material resets the format to its initial one; picking a format moves the link', async () => {
    const user = userEvent.setup();
    renderCalculator(framedCalculator, { prices: framedPrices });
    await user.selectOptions(screen.getByLabelText('Material'), 'leinwand');
    expect(screen.getByRole('radio', { name: new RegExp(`60${NBSP}×${NBSP}40`) })).toBeChecked();
    expect(cta()).toBe(
      '/configurator-photo-frame?materialType=leinwand&locale=de-DE&platform=web&formatType=600x400',
    );
    await user.click(screen.getByRole('radio', { name: new RegExp(`90${NBSP}×${NBSP}60`) }));
    expect(cta()).toContain('formatType=900x600');
  });

  it('launches what the visitor picked in the server HTML before the page was interactive', async () => {
    // The page's scripts load after its first picture: a visitor may pick a format or a material before hydration.
    for (const [pick, expected] of [
      [(root: HTMLElement) => within(root).getByRole('radio', { name: new RegExp(`30${NBSP}×${NBSP}20`) }).click(), 'formatType=300x200'],
      [
        (root: HTMLElement) => {
          const select = within(root).getByLabelText('Material') as HTMLSelectElement;
          select.value = 'leinwand';
          select.dispatchEvent(new Event('change', { bubbles: true }));
        },
        'materialType=leinwand&locale=de-DE&platform=web&formatType=600x400',
      ],
    ] as const) {
      const calculator = (
        <PriceCalculator
          blok={framedCalculator}
          context={createFixtureContext({ locale: 'de-DE' })}
          calculatorOptions={toCalculatorOptions({ blok: framedCalculator, prices: framedPrices })}
        />
      );
      const root = document.body.appendChild(document.createElement('div'));
      root.innerHTML = renderToString(calculator);
      const before = root.querySelector('.calculator__cta')?.getAttribute('href');
      pick(root);
      const hydrated = await act(async () => hydrateRoot(root, calculator));
      try {
        const href = root.querySelector('.calculator__cta')?.getAttribute('href');
        expect(href).not.toBe(before);
        expect(href).toContain(expected);
      } finally {
        act(() => hydrated.unmount());
        root.remove();
      }
    }
  });

  it('hydrates without formatting a number: labels and prices of its first material come from the server', async () => {
    // The browser's first Intl formatter loads ICU's locale data (20–30 ms in Chromium): not in the hydration task.
    // The server component runs on the server: the browser hydrates the client view it returns, with its props.
    const calculator = PriceCalculator({
      blok: framedCalculator,
      context: createFixtureContext({ locale: 'de-DE' }),
      calculatorOptions: toCalculatorOptions({ blok: framedCalculator, prices: framedPrices }),
    });
    const root = document.body.appendChild(document.createElement('div'));
    root.innerHTML = renderToString(calculator);
    const serverHtml = root.innerHTML;
    // `format` is a getter that returns a bound function.
    const format = vi.spyOn(Intl.NumberFormat.prototype as unknown as { format: unknown }, 'format', 'get');
    const formatToParts = vi.spyOn(Intl.NumberFormat.prototype, 'formatToParts');
    const recoverable: unknown[] = [];
    const hydrated = await act(async () =>
      hydrateRoot(root, calculator, { onRecoverableError: (error) => recoverable.push(error) }),
    );
    try {
      expect(recoverable).toEqual([]);
      expect(format).not.toHaveBeenCalled();
      expect(formatToParts).not.toHaveBeenCalled();
      expect(root.innerHTML).toBe(serverHtml);
      // Another material is formatted in the browser, when the visitor picks it.
      await userEvent.selectOptions(within(root).getByLabelText('Material'), 'leinwand');
      expect(formatToParts).toHaveBeenCalled();
      expect(within(root).getByRole('radio', { name: new RegExp(`60${NBSP}×${NBSP}40`) })).toBeChecked();
    } finally {
      format.mockRestore();
      formatToParts.mockRestore();
      act(() => hydrated.unmount());
      root.remove();
    }
  });

  it('groups the materials under translated group labels in a real select', () => {
    renderCalculator(framedCalculator, { prices: framedPrices });
    const select = screen.getByLabelText('Material');
    expect(select.tagName).toBe('SELECT');
    expect([...select.querySelectorAll('optgroup')].map((group) => group.label)).toEqual([
      'Gerahmt',
      'Ohne Rahmen',
    ]);
    expect(within(select).getByRole('option', { name: 'Poster mit Rahmen' })).toBeInTheDocument();
  });

  it('preselects the variant of a sku context', () => {
    const context = createFixtureContext({
      sku: { materialType: 'acrylglas', formatType: '900x600', priceCurrent: 8390, priceOriginal: 8390 },
    });
    render(
      <PriceCalculator
        blok={framedCalculator}
        context={{ ...context, calculatorOptions: { [framedCalculator.id]: framedOptions } }}
      />,
    );
    expect(screen.getByLabelText('Material')).toHaveValue('acrylglas');
    expect(cta()).toBe(
      '/configurator-photo-frame?materialType=acrylglas&locale=de-DE&platform=web&formatType=900x600',
    );
  });
});

describe('PriceCalculator: the compact designer URL map (issue 16)', () => {
  it('gives every material and format, listed or among the more formats, exactly the URL the domain builds', () => {
    for (const blok of [framedCalculator, canvasCalculator, photobookCalculator, photoboxCalculator, photoprintCalculator, collageCalculator]) {
      const context = createFixtureContext({ locale: 'de-DE' });
      const calculatorOptions = toCalculatorOptions({ blok });
      const moreFormats = blok === framedCalculator ? framedMoreFormats : undefined;
      const urls = buildCalculatorDesignerUrls({ product: blok.product, calculatorOptions, moreFormats, isCollage: blok.isCollage, context });
      let checked = 0;
      for (const option of flattenCalculatorOptions(calculatorOptions)) {
        const listed = option.formats.map((format) => ({ format, inList: true }));
        const more = (moreFormats?.[option.value] ?? []).filter((format) => !option.formats.some((candidate) => candidate.value === format.value)).map((format) => ({ format, inList: false }));
        for (const { format, inList } of [...listed, ...more]) {
          const expected = buildCalculatorDesignerUrl({
            product: blok.product,
            context: getCalculatorContext({ state: { materialValue: option.value, formatValue: format.value, extraFormat: inList ? null : format }, calculatorOptions }),
            isCollage: blok.isCollage ?? false,
            common: { locale: context.locale, platform: context.platform },
            settings: context.settings,
          });
          expect(resolveDesignerUrl(urls, option.value, format.value), `${blok.product} ${option.value} ${format.value}`).toBe(expected);
          checked += 1;
        }
      }
      expect(checked).toBeGreaterThan(0);
    }
  });

  it('stores a URL only where the material\'s template does not give it', () => {
    const context = createFixtureContext({ locale: 'de-DE' });
    const calculatorOptions = toCalculatorOptions({ blok: framedCalculator });
    const urls = buildCalculatorDesignerUrls({ product: framedCalculator.product, calculatorOptions, moreFormats: framedMoreFormats, context });
    const formats = flattenCalculatorOptions(calculatorOptions).reduce((sum, option) => sum + option.formats.length, 0);
    expect(Object.keys(urls.designerUrls).length).toBeLessThan(formats);
    expect(Object.keys(urls.designerUrlTemplates)).toEqual(flattenCalculatorOptions(calculatorOptions).map((option) => option.value));
  });

  it('needs no stored URL for a photobook whose formats differ only in the format (its template is a listed format\'s URL)', () => {
    const context = createFixtureContext({ locale: 'de-DE' });
    const calculatorOptions = toCalculatorOptions({ blok: photobookCalculator });
    const urls = buildCalculatorDesignerUrls({ product: photobookCalculator.product, calculatorOptions, context });
    expect(urls.designerUrls).toEqual({});
  });
});

describe('PriceCalculator: the page ?sku= resolved in the browser', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it.each([
    [
      'a sku of one of its materials preselects it',
      'wall-leinwand-900x600',
      'leinwand',
      'leinwand',
      '900x600',
    ],
    [
      'a sku of another product leaves the block as it is',
      'card-matt-a6',
      'foil',
      'poster-gerahmt',
      '450x300',
    ],
    ['an unknown sku leaves the block as it is', 'nope', null, 'poster-gerahmt', '450x300'],
  ] as const)('%s', async (_name, sku, materialType, material, format) => {
    window.history.replaceState(null, '', `/wandbilder?sku=${sku}`);
    const resolveSku = vi.fn(async () =>
      materialType ? { materialType, formatType: '900x600', priceCurrent: 5990, priceOriginal: 5990 } : null,
    );
    const context = createFixtureContext({ actions: { resolveSku } });
    render(
      <PriceCalculator
        blok={framedCalculator}
        context={{ ...context, calculatorOptions: { [framedCalculator.id]: framedOptions } }}
      />,
    );
    await waitFor(() => expect(resolveSku).toHaveBeenCalledWith(sku));
    await waitFor(() => expect(screen.getByLabelText('Material')).toHaveValue(material));
    expect(new URL(cta() ?? '', 'http://shop.invalid').searchParams.get('formatType')).toBe(format);
  });
});

/**
 * The dialogs' module loads on their first open: on a loaded CI machine its import can take longer than Testing
 * Library's default second of waiting.
 */
const dialogsLoaded = { timeout: 5_000 };

// The first open loads (and on a busy machine transforms) the dialogs' module: more time than a test's default 5 s.
describe('PriceCalculator: more formats and own format dialogs', { timeout: 15_000 }, () => {
  it('a format from the more-formats dialog becomes an extra entry, cleared when another format is chosen', async () => {
    const user = userEvent.setup();
    renderCalculator(framedCalculator, { prices: framedPrices, moreFormats: framedMoreFormats });
    await user.click(screen.getByRole('button', { name: 'Weitere Formate' }));
    // The dialogs' module loads on the first open (or idle): the dialog appears once it is there.
    const dialog = await screen.findByRole('dialog', { name: 'Weitere Formate' }, dialogsLoaded);
    await user.click(within(dialog).getByRole('button', { name: new RegExp(`75${NBSP}×${NBSP}50`) }));
    expect(screen.getByRole('radio', { name: new RegExp(`75${NBSP}×${NBSP}50`) })).toBeChecked();
    expect(cta()).toContain('formatType=750x500');
    await user.click(screen.getByRole('radio', { name: new RegExp(`30${NBSP}×${NBSP}20`) }));
    expect(screen.queryByRole('radio', { name: new RegExp(`75${NBSP}×${NBSP}50`) })).toBeNull();
  });

  it('has no more-formats entry on unframed products', () => {
    renderCalculator(canvasCalculator);
    expect(screen.queryByRole('button', { name: 'Weitere Formate' })).toBeNull();
  });

  it('normalises typing to 4 integer digits and 1 decimal with a comma (de-DE, cm)', async () => {
    const user = userEvent.setup();
    renderCalculator(canvasCalculator);
    await user.click(screen.getByRole('button', { name: 'Eigenes Format' }));
    const width = await screen.findByLabelText('Breite (cm)', {}, dialogsLoaded);
    await user.type(width, '0123456.78');
    expect(width).toHaveValue('1234,7');
    const height = screen.getByLabelText('Höhe (cm)');
    await user.type(height, 'ab,,5');
    expect(height).toHaveValue('5');
  });

  it('takes inches in en-US, converts them to millimetres for the designer', async () => {
    const user = userEvent.setup();
    renderCalculator(framedCalculatorEn, { prices: framedPrices, locale: 'en-US' });
    await user.click(screen.getByRole('button', { name: 'Custom size' }));
    await user.type(await screen.findByLabelText('Width (in)', {}, dialogsLoaded), '10,55');
    await user.type(screen.getByLabelText('Height (in)'), '8');
    expect(screen.getByLabelText('Width (in)')).toHaveValue('10.5');
    await user.click(screen.getByRole('button', { name: 'Use this size' }));
    // 10.5 in = 26.67 cm → 267 mm; 8 in = 20.32 cm → 203 mm.
    expect(cta()).toContain('formatType=267x203');
    expect(screen.getByRole('radio', { name: new RegExp(`10.5${NBSP}×${NBSP}8${NBSP}in`) })).toBeChecked();
  });

  it('refuses an empty own format', async () => {
    const user = userEvent.setup();
    renderCalculator(canvasCalculator);
    await user.click(screen.getByRole('button', { name: 'Eigenes Format' }));
    await user.click(await screen.findByRole('button', { name: 'Format übernehmen' }, dialogsLoaded));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Bitte gib eine Breite und eine Höhe größer als 0 ein.',
    );
  });
});

describe('PriceCalculator: own format price', () => {
  it('asks the injected price action for the own format and shows its price and promotion', async () => {
    const user = userEvent.setup();
    const priceCalculatorFormat = vi.fn(async () => ({ priceCurrent: 12345, priceOriginal: 15000 }));
    const context = createFixtureContext({ actions: { priceCalculatorFormat } });
    render(
      <PriceCalculator
        blok={canvasCalculator}
        context={context}
        calculatorOptions={toCalculatorOptions({ blok: canvasCalculator })}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Eigenes Format' }));
    await user.type(await screen.findByLabelText('Breite (cm)', {}, dialogsLoaded), '70');
    await user.type(screen.getByLabelText('Höhe (cm)'), '50,5');
    await user.click(screen.getByRole('button', { name: 'Format übernehmen' }));
    expect(priceCalculatorFormat).toHaveBeenCalledWith({
      product: 'photoframe',
      materialType: 'leinwand',
      frameType: undefined,
      formatType: '700x505',
    });
    const summary = await screen.findByText(shown(`123,45${NBSP}€`), { selector: 'strong' });
    expect(summary).toBeInTheDocument();
    expect(screen.getByText(/Du sparst 17 %/)).toBeInTheDocument();
    expect(cta()).toBe(
      '/configurator-photo-frame?materialType=leinwand&locale=de-DE&platform=web&formatType=700x505',
    );
  });
});

describe('PriceCalculator: two calculators on a page', () => {
  it('only the calculator that opened the dialog fills it', async () => {
    const user = userEvent.setup();
    const context = createFixtureContext();
    const calculatorOptions = toCalculatorOptions({ blok: framedCalculator, prices: framedPrices });
    render(
      <>
        <PriceCalculator
          blok={framedCalculator}
          context={context}
          calculatorOptions={calculatorOptions}
          moreFormats={framedMoreFormats}
        />
        <PriceCalculator
          blok={{ ...framedCalculator, id: 'second' }}
          context={context}
          calculatorOptions={calculatorOptions}
          moreFormats={framedMoreFormats}
        />
      </>,
    );
    await user.click(screen.getAllByRole('button', { name: 'Weitere Formate' })[1] as HTMLElement);
    expect(await screen.findAllByRole('dialog')).toHaveLength(1);
    await user.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: new RegExp(`75${NBSP}×${NBSP}50`) }),
    );
    const [first, second] = screen.getAllByRole('link');
    expect(first?.getAttribute('href')).toContain('formatType=450x300');
    expect(second?.getAttribute('href')).toContain('formatType=750x500');
    expect(screen.queryAllByRole('dialog')).toHaveLength(0);
  });
});
