import type { ChannelSettings } from '@shop/config/channel-settings';
import type { NextConfig } from 'next';

/** The Next.js config every channel app shares; the channel's settings decide what differs. */
export function createNextConfig(settings: ChannelSettings): NextConfig {
  return {
    reactStrictMode: true,
    poweredByHeader: false,
    // The proxy owns trailing slashes and URL normalisation: one redirect, never a chain.
    trailingSlash: settings.features.trailingSlash,
    skipTrailingSlashRedirect: true,
    skipProxyUrlNormalize: true,
    transpilePackages: ['@shop/api-client', '@shop/config', '@shop/contract', '@shop/domain', '@shop/flags', '@shop/i18n', '@shop/storefront', '@shop/tracking', '@shop/ui'],
    env: { NEXT_PUBLIC_CHANNEL: settings.id },
  };
}
