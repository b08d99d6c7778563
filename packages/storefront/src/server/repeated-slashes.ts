import type { ChannelSettings } from '@shop/config/channel-settings';
import { resolveRequest } from '@shop/domain/routing';

/**
 * Next answers paths with `//` or `\` with a 308 of its own before the proxy runs; the proxy would then
 * redirect a second time. For such a path this computes the one final target instead (or undefined when
 * the path has neither).
 */
export function redirectForRepeatedSlashes(settings: ChannelSettings, request: { protocol: string; host: string; url: string }): string | undefined {
  const queryStart = request.url.indexOf('?');
  const pathname = queryStart === -1 ? request.url : request.url.slice(0, queryStart);
  const search = queryStart === -1 ? '' : request.url.slice(queryStart);
  if (!/\/\/|\\/.test(pathname)) return undefined;
  const cleaned = pathname.replaceAll('\\', '/').replace(/\/{2,}/g, '/');
  const decision = resolveRequest(settings, { protocol: request.protocol, host: request.host, pathname: cleaned, search });
  return decision.kind === 'redirect' ? decision.location : `${cleaned}${search}`;
}
