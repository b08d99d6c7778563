import { channels } from '@shop/config/channels';

const localPorts = ['3000', '3001'];

/** Origins allowed to send unsafe requests: local shops (also as *.localhost), the channels' domains, extras from env. */
export function createOriginCheck(extraOrigins: readonly string[]): (origin: string) => boolean {
  const exact = new Set(extraOrigins.map((origin) => origin.replace(/\/$/, '').toLowerCase()));
  for (const settings of Object.values(channels)) {
    for (const domain of Object.values(settings.domains)) {
      exact.add(`https://${domain}`);
      exact.add(`https://www.${domain}`);
    }
  }
  return (origin) => {
    const value = origin.toLowerCase();
    if (exact.has(value)) return true;
    let url: URL;
    try {
      url = new URL(value);
    } catch {
      return false;
    }
    if (url.origin !== value || !localPorts.includes(url.port)) return false;
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
    return (
      url.hostname === 'localhost' ||
      url.hostname === '127.0.0.1' ||
      /^[a-z0-9-]+(\.[a-z0-9-]+)*\.localhost$/.test(url.hostname)
    );
  };
}
