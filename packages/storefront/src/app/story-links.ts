import type { ContentStory } from '@shop/api-client/content/story';
import { homeLocale, type ChannelSettings } from '@shop/config/channel-settings';
import { isLocale } from '@shop/config/markets';
import { buildPublicPath } from '@shop/domain/routing';

/** Redirect targets stay on the shop: a relative path, or an absolute URL on one of the channel's own domains. */
export function safeRedirectTarget(settings: ChannelSettings, target: string): string | null {
  if (target.startsWith('/') && !target.startsWith('//') && !target.includes('\\')) return target;
  try {
    const url = new URL(target);
    return url.protocol === 'https:' && Object.values(settings.domains).includes(url.hostname.replace(/^www\./, '')) ? url.toString() : null;
  } catch {
    return null;
  }
}

/** hreflang alternates of a story: each locale's public path on its country's domain, plus x-default. */
export function storyAlternates(settings: ChannelSettings, story: ContentStory): Record<string, string> {
  const languages: Record<string, string> = {};
  for (const alternate of story.alternates) {
    if (!alternate.locale || !isLocale(alternate.locale) || alternate.path === undefined) continue;
    const country = alternate.locale.slice(3) as keyof typeof settings.domains;
    languages[alternate.locale] = `https://${settings.domains[country]}${buildPublicPath({ settings, locale: alternate.locale, path: alternate.path })}`;
  }
  const home = homeLocale(settings);
  if (languages[home]) languages['x-default'] = languages[home];
  return languages;
}
