import 'server-only';
import { createContentClient } from '@shop/api-client/content/client';
import type { ContentStory } from '@shop/api-client/content/story';
import type { ChannelSettings } from '@shop/config/channel-settings';
import { getCountry, toLocale, type CountryCode, type Locale } from '@shop/config/markets';
import { buildPublicPath } from '@shop/domain/routing';
import { createShopIntl } from '@shop/i18n/intl';
import type { MessageId } from '@shop/i18n/messages';
import { cache } from 'react';
import type { AppEnv } from '../server/app-env.ts';
import { cachedFetch, contentTags } from './cache-policy.ts';
import { listChannelProducts } from './products.ts';
import { STORY_BLOCK_AREAS } from './story-fields.ts';

export interface SitePage {
  locale: Locale;
  title: string;
  description: string | undefined;
  /** Public path on the country's domain (prefix and slash policy applied). */
  publicPath: string;
  lastModified: string | null;
}

/** Stories that are pages a visitor can land on: type Page, no redirect, not marked noindex. */
function isListedPage(story: ContentStory): boolean {
  return story.content.type === 'Page' && story.redirect === null && !story.tagList.includes('noindex') && !story.fullSlug.includes('/global/');
}

/** The shop-rendered product pages of a locale: `/products` and each product's detail page. */
export function listProductPages(settings: ChannelSettings, locale: Locale): SitePage[] {
  const intl = createShopIntl(locale);
  const page = (path: string, title: string, description: string): SitePage => ({ locale, title, description, publicPath: buildPublicPath({ settings, locale, path }), lastModified: null });
  return [
    page('/products', intl.t('products.title'), intl.t('products.intro')),
    ...listChannelProducts(settings).map((family) => page(`/products/${family}`, intl.t(`products.${family}.name` as MessageId), intl.t(`products.${family}.description` as MessageId))),
  ];
}

/** Every listed page of a country, in each of its languages: for the sitemap and the text file for language models. */
export const listCountryPages = cache(async (settings: ChannelSettings, env: AppEnv, country: CountryCode): Promise<SitePage[]> => {
  const content = createContentClient({ endpoint: `${env.shopApiUrl}/v2`, fetch: cachedFetch(contentTags(settings.id)) });
  const pages: SitePage[] = [];
  for (const language of getCountry(country).languages) {
    const locale = toLocale(language, country) as Locale;
    const stories = await content.getStories({ startsWith: `${settings.id}/`, language, excludingFields: STORY_BLOCK_AREAS });
    for (const story of stories.filter(isListedPage)) {
      const path = story.alternates.find((alternate) => alternate.locale === locale)?.path ?? story.path;
      if (path === undefined) continue;
      const fields = story.content as { title?: string; seoDescription?: string };
      pages.push({ locale, title: fields.title ?? story.name, description: fields.seoDescription, publicPath: buildPublicPath({ settings, locale, path }), lastModified: story.publishedAt });
    }
    pages.push(...listProductPages(settings, locale));
  }
  return pages;
});
