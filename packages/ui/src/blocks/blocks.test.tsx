import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { blokOf, createFixtureContext, resolvedTheme } from './block-fixtures.ts';
import { Feed, type FeedBlok } from './feed.tsx';
import { ProductMatrix, type ProductMatrixBlok } from './product-matrix.tsx';
import { ProductOverview, type OverviewBlok } from './product-overview.tsx';
import { Shop, type ShopBlok } from './shop.tsx';
import { SubTeaser, type SubTeaserBlok } from './sub-teaser.tsx';
import { ThemesOverview, type ThemesOverviewBlok } from './themes-overview.tsx';
import { UspTeaser, type UspTeaserBlok } from './usp-teaser.tsx';
import { Voucher, type VoucherBlok } from './voucher.tsx';

afterEach(cleanup);
const context = createFixtureContext();

describe('simple blocks with the seeded content', () => {
  it('UspTeaser lists the promises', () => {
    render(<UspTeaser blok={blokOf<UspTeaserBlok>('UspTeaser')} />);
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Persönlicher Kundenservice',
      'Versand in 24 Stunden',
      '100 % Zufriedenheitsgarantie',
    ]);
  });

  it('SubTeaser links to the resolved story path', () => {
    render(<SubTeaser blok={blokOf<SubTeaserBlok>('SubTeaser')} />);
    expect(screen.getByRole('link', { name: /Mehr erfahren.*Geschenkideen/ })).toHaveAttribute(
      'href',
      '/themes',
    );
  });

  it('Shop shows each product as a link', () => {
    render(<Shop blok={blokOf<ShopBlok>('Shop')} />);
    expect(screen.getByRole('link', { name: 'Leinwanddruck' })).toHaveAttribute('href', '/leinwanddruck');
    expect(screen.getAllByRole('link')).toHaveLength(3);
  });

  it('Voucher shows the code and the validity in the locale', () => {
    render(<Voucher blok={blokOf<VoucherBlok>('Voucher')} context={context} />);
    expect(screen.getByText('WALL10')).toBeInTheDocument();
    expect(screen.getByText('Gültig bis 31.03.2027')).toBeInTheDocument();
  });

  it('ProductMatrix is a table with column and row headers', () => {
    render(<ProductMatrix blok={blokOf<ProductMatrixBlok>('ProductMatrix')} context={context} />);
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Material',
      'Optik',
      'Haltbarkeit',
      'Preisklasse',
    ]);
    const acrylic = screen.getByRole('rowheader', { name: 'Acrylglas' }).closest('tr') as HTMLElement;
    expect(
      within(acrylic)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['brillant', 'über 75 Jahre', 'gehoben']);
  });

  it('ThemesOverview shows resolved themes and skips unresolved uuids', () => {
    const blok = blokOf<ThemesOverviewBlok>('ThemesOverview');
    render(<ThemesOverview blok={{ ...blok, themes: [resolvedTheme, ...(blok.themes ?? []).slice(1)] }} />);
    expect(screen.getAllByRole('link')).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Natur' })).toHaveAttribute('href', '/themes/natur');
  });

  it('Feed and overviews cut the loader list to limit / pageSize and say when it is empty', () => {
    const feed = blokOf<FeedBlok>('Feed');
    render(<Feed blok={{ ...feed, limit: 2 }} context={context} />);
    expect(screen.getAllByRole('link')).toHaveLength(2);
    cleanup();
    render(
      <ProductOverview
        blok={blokOf<OverviewBlok>('CardOverview')}
        context={createFixtureContext({ lists: {} })}
      />,
    );
    expect(screen.getByText('Hier gibt es gerade nichts zu sehen.')).toBeInTheDocument();
  });
});
