import type { ContentStory } from '@shop/api-client/content/story';
import type { ChannelSettings } from '@shop/config/channel-settings';
import { localeSettings, type Locale } from '@shop/config/markets';
import { getSelectedCalculatorFormat, initialiseCalculatorState } from '@shop/domain/calculator/calculator-state';
import { buildPublicPath, type Platform } from '@shop/domain/routing';
import type { BlockContext } from '@shop/ui/blocks/block-types';
import type { PageContent } from './content-page.tsx';
import { getBreadcrumb } from '../data/content.ts';
import type { AppEnv } from '../server/app-env.ts';
import { absoluteUrl, breadcrumbJsonLd, JsonLd, productJsonLd, SHARE_IMAGE } from './structured-data.tsx';

type CalculatorBlok = { id: string; type: string; selectedValue?: string };

function firstCalculator(content: PageContent): CalculatorBlok | undefined {
  return [...(content.calculator ?? []), ...(content.body ?? [])].find((blok): blok is CalculatorBlok & typeof blok => blok.type === 'PriceCalculator');
}

/**
 * A calculator page's Product: the story's title, and as its Offer the price the calculator shows first (the same
 * preselection as the block: the page's sku, else the block's selected option, else the first), in the locale's
 * currency. Undefined when the page has no calculator or the shop API gave no price for that format.
 */
export function calculatorProductJsonLd(options: { settings: ChannelSettings; locale: Locale; platform: Platform; story: ContentStory; context: BlockContext }) {
  const { settings, locale, platform, story, context } = options;
  const content = story.content as PageContent & { seoDescription?: string; teaser?: { image?: { filename?: string } | null }[] };
  const blok = firstCalculator(content);
  const calculatorOptions = blok && context.calculatorOptions?.[blok.id];
  if (!blok || !calculatorOptions) return undefined;
  const state = initialiseCalculatorState({ calculatorOptions, selectedValue: blok.selectedValue, sku: context.sku });
  const format = getSelectedCalculatorFormat({ state, calculatorOptions });
  if (!format || format.priceCurrent <= 0) return undefined;
  return productJsonLd({
    name: content.title ?? story.name,
    description: content.seoDescription,
    url: absoluteUrl(settings, locale, buildPublicPath({ settings, locale, platform, path: story.path ?? '/' })),
    image: absoluteUrl(settings, locale, content.teaser?.[0]?.image?.filename || SHARE_IMAGE.url),
    offer: { amountMinor: format.priceCurrent, currency: localeSettings[locale].currency, available: true },
  });
}

/**
 * The structured data of a content page: its breadcrumb trail (the content API's breadcrumb endpoint) and, on a
 * calculator page, the Product with its Offer. A failing breadcrumb call leaves the trail out, never the page.
 */
export async function StoryStructuredData(props: { settings: ChannelSettings; env: AppEnv; locale: Locale; platform: Platform; path: string; story: ContentStory; context: BlockContext }) {
  const { settings, env, locale, platform, path, story, context } = props;
  const trail = path === '/' ? [] : await getBreadcrumb({ settings, env, locale, platform, path }).catch(() => []);
  const product = calculatorProductJsonLd({ settings, locale, platform, story, context });
  return (
    <>
      {trail.length > 1 && <JsonLd data={breadcrumbJsonLd(trail.map((item) => ({ name: item.name, url: absoluteUrl(settings, locale, item.publicPath) })))} />}
      {product && <JsonLd data={product} />}
    </>
  );
}
