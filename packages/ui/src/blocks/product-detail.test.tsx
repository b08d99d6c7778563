import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { blokOf, createFixtureContext, kartenliebeSettings } from './block-fixtures.ts';
import {
  AccessoryDetail,
  buildCalendarDetailUrl,
  buildCardDetailUrl,
  buildCollageDetailUrl,
  buildPhotobookDetailUrl,
  CalendarDetail,
  type AccessoryDetailBlok,
  type CalendarDetailBlok,
  type CardDetailBlok,
  type CollageDetailBlok,
  type PhotobookDetailBlok,
} from './product-detail.tsx';

afterEach(cleanup);

const context = createFixtureContext();

describe('detail wrappers: designer launch URLs (spec point 3)', () => {
  it('calendar: type, start month and year of the shop (November 2026), mounting, accessory none, design group and design', () => {
    expect(buildCalendarDetailUrl(blokOf<CalendarDetailBlok>('CalendarDetail'), context)).toBe(
      '/configurator-calendar?calendarType=wandkalender&startMonth=11&startYear=2026&mounting=spirale&accessoryTypes=none&designGroupId=410&designId=4107&locale=de-DE&platform=web',
    );
  });

  it('card: theme, design, default quantity, envelope, category and occasion', () => {
    const url = new URL(
      buildCardDetailUrl(blokOf<CardDetailBlok>('CardDetail'), context) ?? '',
      'https://shop.example',
    );
    expect(url.pathname).toBe('/configurator-card');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      themeId: '1201',
      designId: '120107',
      envelopeSku: 'envelope-c6-kraft',
      category: 'einladungskarten',
      occasion: 'hochzeit',
      locale: 'de-DE',
      platform: 'web',
    });
    expect(url.searchParams.get('quantity')).not.toBeNull();
  });

  it('collage: material, design and format; without design the channel default', () => {
    const blok = blokOf<CollageDetailBlok>('CollageDetail');
    expect(buildCollageDetailUrl(blok, context)).toBe(
      '/configurator-collage?materialType=poster&designId=13&locale=de-DE&platform=web&formatType=450x300',
    );
    expect(
      buildCollageDetailUrl({ ...blok, designId: undefined }, { ...context, settings: kartenliebeSettings }),
    ).toContain('designId=1&');
  });

  it('photobook: type, printing, cover, binding of the type, paper, format, page count, quantity 1, design group set', () => {
    const url = new URL(
      buildPhotobookDetailUrl(blokOf<PhotobookDetailBlok>('PhotobookDetail'), context) ?? '',
      'https://shop.example',
    );
    expect(url.pathname).toBe('/configurator-photobook');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
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

  it('a detail blok with an unknown type gets no call to action', () => {
    render(
      <CalendarDetail
        blok={{ ...blokOf<CalendarDetailBlok>('CalendarDetail'), calendarType: 'mondkalender' }}
        context={context}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Wandkalender A4 hoch' })).toBeInTheDocument();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('accessory detail names the article number', () => {
    render(<AccessoryDetail blok={blokOf<AccessoryDetailBlok>('AccessoryDetail')} context={context} />);
    expect(screen.getByText('envelope-c6-kraft')).toBeInTheDocument();
  });
});
