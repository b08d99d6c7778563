import 'server-only';
import { getCardAccessories, getThemes } from '@shop/api-client/shop/catalogue';
import type { Accessory, Theme } from '@shop/api-client/schemas/catalogue-responses';
import type { ShopClient } from '@shop/api-client/shop/request';
import type { Locale } from '@shop/config/markets';
import { isOccasion } from '@shop/domain/catalogue/card';
import { buildCardLaunchParams } from '@shop/domain/designer/card-launch-params';
import { buildDesignerUrl } from '@shop/domain/designer/configurator-paths';
import type { Platform } from '@shop/domain/routing';
import { createShopIntl } from '@shop/i18n/intl';
import type { BlockListItem } from '@shop/ui/blocks/block-types';
import { serverLogger } from './server-logger.ts';

/** A card overview blok as the content writes it (content/README.md): which occasion, which category, how many. */
interface CardOverviewBlok {
  _uid: string;
  component: 'CardOverview';
  occasion?: string | null;
  category?: string;
  pageSize?: number;
}

function isCardOverview(blok: unknown): blok is CardOverviewBlok {
  return typeof blok === 'object' && blok !== null && (blok as { component?: unknown }).component === 'CardOverview';
}

/** `alle` in the content means every category: the shop API is then asked without one. */
const ALL_CATEGORIES = 'alle';
/** Cards go out with the standard envelope (C6) unless the customer changes it in the designer. */
const STANDARD_ENVELOPE_SKU = 'envelope-standard';

/** The envelope a card launches with: the standard one if the shop sells it, else the first envelope, else none. */
export function selectEnvelopeSku(envelopes: readonly Pick<Accessory, 'sku' | 'subtype'>[]): string | undefined {
  const offered = envelopes.filter((entry) => entry.subtype === 'envelope');
  return (offered.find((entry) => entry.sku === STANDARD_ENVELOPE_SKU) ?? offered[0])?.sku;
}

/**
 * The tiles of a card overview: one per design of each theme, each linking to the card designer with theme, design,
 * the default quantity, category, occasion and envelope (spec point 3 "Card"), in the page's locale and platform.
 */
export function toCardDesignItems(options: {
  themes: readonly Theme[];
  envelopeSku?: string;
  locale: Locale;
  platform: Platform;
}): BlockListItem[] {
  const { themes, envelopeSku, locale, platform } = options;
  const intl = createShopIntl(locale);
  return themes.flatMap((theme) =>
    theme.designIds.map((designId, index) => ({
      id: `${theme.id}-${designId}`,
      title: intl.t('blocks.overview.cardDesign', { theme: theme.name, number: index + 1 }),
      href: buildDesignerUrl({
        family: 'card',
        params: buildCardLaunchParams({
          common: { locale, platform },
          themeId: String(theme.id),
          designId: String(designId),
          category: theme.category,
          occasion: isOccasion(theme.occasion) ? theme.occasion : undefined,
          envelopeSku,
        }),
      }),
    })),
  );
}

/** Lists of a page's overview bloks from the shop API, by blok `_uid`; a failed list is logged and left empty. */
export async function loadBlockLists(options: {
  client: ShopClient;
  bloks: readonly unknown[];
  locale: Locale;
  platform: Platform;
}): Promise<Record<string, BlockListItem[]>> {
  const { client, locale, platform } = options;
  const overviews = options.bloks.filter(isCardOverview);
  if (overviews.length === 0) return {};
  const envelopeSku = await getCardAccessories(client, { subtype: 'envelope' })
    .then(({ accessories }) => selectEnvelopeSku(accessories))
    .catch((error: unknown) => {
      serverLogger.error('overview-container-load-failed', { block: 'CardOverview', part: 'envelope', reason: String(error) });
      return undefined;
    });
  const lists = await Promise.all(
    overviews.map(async (blok) => {
      try {
        const { themes } = await getThemes(client, {
          occasion: blok.occasion ?? undefined,
          category: blok.category && blok.category !== ALL_CATEGORIES ? blok.category : undefined,
          perPage: blok.pageSize === 48 ? '48' : '12',
        });
        return [blok._uid, toCardDesignItems({ themes, envelopeSku, locale, platform })] as const;
      } catch (error) {
        serverLogger.error('overview-container-load-failed', { block: 'CardOverview', reason: String(error) });
        return [blok._uid, []] as const;
      }
    }),
  );
  return Object.fromEntries(lists);
}
