import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { blokOf, createFixtureContext } from './block-fixtures.ts';
import {
  AccessoryDetail,
  CalendarDetail,
  PhotobookDetail,
  type AccessoryDetailBlok,
  type CalendarDetailBlok,
  type PhotobookDetailBlok,
} from './product-detail.tsx';

afterEach(cleanup);

const context = createFixtureContext();

// The URLs themselves are the domain's (packages/domain/src/designer/detail-urls.test.ts); here, the block around them.
describe('detail wrappers', () => {
  it('a detail blok links its designer URL under its headline', () => {
    // The ids come from the seeded content (they must exist in the shop API's seed, which its agreement test checks).
    const blok = blokOf<PhotobookDetailBlok>('PhotobookDetail');
    render(<PhotobookDetail blok={blok} context={context} />);
    const link = screen.getByRole('link');
    expect(link.getAttribute('href')).toMatch(/^\/configurator-photobook\?/);
    expect(new URL(link.getAttribute('href') ?? '', 'http://shop').searchParams.get('designGroupSetId')).toBe(
      String(blok.designGroupSetId),
    );
    expect(screen.getByRole('heading', { name: 'Fotobuch A4 quer' })).toBeInTheDocument();
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
    const blok = blokOf<AccessoryDetailBlok>('AccessoryDetail');
    render(<AccessoryDetail blok={blok} context={context} />);
    expect(blok.sku).toBeTruthy();
    expect(screen.getByText(blok.sku ?? '')).toBeInTheDocument();
  });
});
