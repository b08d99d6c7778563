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
    render(<PhotobookDetail blok={blokOf<PhotobookDetailBlok>('PhotobookDetail')} context={context} />);
    const link = screen.getByRole('link');
    expect(link.getAttribute('href')).toMatch(/^\/configurator-photobook\?.*designGroupSetId=52/);
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
    render(<AccessoryDetail blok={blokOf<AccessoryDetailBlok>('AccessoryDetail')} context={context} />);
    expect(screen.getByText('envelope-c6-kraft')).toBeInTheDocument();
  });
});
