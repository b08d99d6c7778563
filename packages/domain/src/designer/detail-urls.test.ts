import { kartenliebe } from '@shop/config/channels/kartenliebe';
import { wallart } from '@shop/config/channels/wallart';
import { describe, expect, it } from 'vitest';
import {
  buildCalendarDetailUrl,
  buildCardDetailUrl,
  buildCollageDetailUrl,
  buildPhotobookDetailUrl,
  PRODUCT_PAGE_DEFAULTS,
  type DetailUrlContext,
} from './detail-urls.ts';

const context: DetailUrlContext = {
  locale: 'de-DE',
  platform: 'web',
  settings: wallart,
  now: new Date('2026-11-21T09:00:00Z'),
};
const query = (url: string | undefined) => Object.fromEntries(new URL(url ?? '', 'https://shop.example').searchParams);

describe('detail designer URLs (spec point 3)', () => {
  it('calendar: type, start month and year of the shop (November 2026), mounting, accessory none, design group and design', () => {
    expect(
      buildCalendarDetailUrl(
        { calendarType: 'wandkalender', mounting: 'spirale', designGroupId: 410, designId: 4107 },
        context,
      ),
    ).toBe(
      '/configurator-calendar?calendarType=wandkalender&startMonth=11&startYear=2026&mounting=spirale&accessoryTypes=none&designGroupId=410&designId=4107&locale=de-DE&platform=web',
    );
  });

  it('calendar: the start month is the shop’s (23:30 UTC on 31 December is January in Germany)', () => {
    const url = buildCalendarDetailUrl(
      { calendarType: 'wandkalender', designGroupId: 1, designId: 2 },
      { ...context, now: new Date('2026-12-31T23:30:00Z') },
    );
    expect(query(url)).toMatchObject({ startMonth: '1', startYear: '2027', mounting: 'ohne' });
  });

  it('calendar: an unknown type, or no design group or design, gives no URL', () => {
    expect(buildCalendarDetailUrl({ calendarType: 'mondkalender', designGroupId: 1, designId: 2 }, context)).toBeUndefined();
    expect(buildCalendarDetailUrl({ calendarType: 'wandkalender', designGroupId: '', designId: 2 }, context)).toBeUndefined();
    expect(buildCalendarDetailUrl({ calendarType: 'wandkalender', designGroupId: 1 }, context)).toBeUndefined();
  });

  it('card: theme, design, default quantity, envelope, category and occasion; an unknown occasion is left out', () => {
    const url = buildCardDetailUrl(
      { themeId: 1201, designId: 120107, category: 'einladungskarten', occasion: 'hochzeit', envelopeSku: 'envelope-c6-kraft' },
      context,
    );
    expect(url?.startsWith('/configurator-card?')).toBe(true);
    expect(query(url)).toMatchObject({
      themeId: '1201',
      designId: '120107',
      envelopeSku: 'envelope-c6-kraft',
      category: 'einladungskarten',
      occasion: 'hochzeit',
      locale: 'de-DE',
      platform: 'web',
    });
    expect(query(url).quantity).toBeDefined();
    expect(query(buildCardDetailUrl({ themeId: 1, designId: 2, occasion: 'mondfest' }, context))).not.toHaveProperty('occasion');
    expect(buildCardDetailUrl({ themeId: 1 }, context)).toBeUndefined();
  });

  it('collage: material, design and format; without design the channel default (13 wallart, 1 kartenliebe)', () => {
    expect(buildCollageDetailUrl({ designId: 13, materialType: 'poster', formatType: '450x300' }, context)).toBe(
      '/configurator-collage?materialType=poster&designId=13&locale=de-DE&platform=web&formatType=450x300',
    );
    expect(query(buildCollageDetailUrl({}, context)).designId).toBe('13');
    expect(query(buildCollageDetailUrl({}, { ...context, settings: kartenliebe })).designId).toBe('1');
  });

  it('photobook: type, printing, cover, binding of the type, paper, format, base page count, quantity 1, design group set', () => {
    const url = buildPhotobookDetailUrl(
      { designGroupSetId: 52, photobookType: 'digitalfotobuch', format: 'a4-quer', cover: 'hard', paper: 'matt' },
      context,
    );
    expect(url?.startsWith('/configurator-photobook?')).toBe(true);
    expect(query(url)).toMatchObject({
      photobookType: 'digitalfotobuch',
      photobookPrinting: 'digital',
      photobookCover: 'hard',
      binding: 'pur',
      paper: 'matt',
      format: 'a4-quer',
      pageCount: '24',
      quantity: '1',
      designGroupSetId: '52',
    });
  });

  it('photobook: real-photo books are exposed, booklets start at 16 pages, unknown cover and paper fall back to the defaults', () => {
    expect(query(buildPhotobookDetailUrl({ photobookType: 'echtfotobuch', format: 'a4-quer' }, context))).toMatchObject({
      photobookPrinting: 'photo',
      photobookCover: 'hard',
      paper: 'standard',
    });
    expect(
      query(buildPhotobookDetailUrl({ photobookType: 'fotoheft', format: 'a4-quer', cover: 'leather', paper: 'gold' }, context)),
    ).toMatchObject({ pageCount: '16', photobookCover: 'hard', paper: 'standard' });
  });

  it('photobook: an unknown type or format, or none, gives no URL', () => {
    expect(buildPhotobookDetailUrl({ photobookType: 'album', format: 'a4-quer' }, context)).toBeUndefined();
    expect(buildPhotobookDetailUrl({ photobookType: 'digitalfotobuch', format: 'a9' }, context)).toBeUndefined();
    expect(buildPhotobookDetailUrl({ photobookType: 'digitalfotobuch' }, context)).toBeUndefined();
  });

  it('the product page defaults open a designer', () => {
    expect(
      buildPhotobookDetailUrl(
        { photobookType: PRODUCT_PAGE_DEFAULTS.photobookType, format: PRODUCT_PAGE_DEFAULTS.photobookFormat, cover: PRODUCT_PAGE_DEFAULTS.photobookCover },
        context,
      ),
    ).toBeDefined();
    expect(
      buildCalendarDetailUrl(
        { calendarType: PRODUCT_PAGE_DEFAULTS.calendarType, mounting: PRODUCT_PAGE_DEFAULTS.calendarMounting, designGroupId: 1, designId: 2 },
        context,
      ),
    ).toContain('mounting=spirale');
  });
});
