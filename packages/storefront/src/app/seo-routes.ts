import type { ChannelSettings } from '@shop/config/channel-settings';
import { localeSettings } from '@shop/config/markets';
import { listCountryPages } from '../data/site-pages.ts';
import type { AppEnv } from '../server/app-env.ts';
import { readRouteParams, type RouteParams } from './route-params.ts';

type Context = { params: Promise<RouteParams> };

/** The origin the request came to: the production domain in production, `{cc}.localhost:port` locally. */
function requestOrigin(request: Request): string {
  const url = new URL(request.url);
  const host = request.headers.get('host') ?? url.host;
  const protocol = request.headers.get('x-forwarded-proto') ?? url.protocol.replace(':', '');
  return `${protocol}://${host}`;
}

function escapeXml(value: string): string {
  return value.replace(/[<>&'"]/g, (char) => `&${{ '<': 'lt', '>': 'gt', '&': 'amp', "'": 'apos', '"': 'quot' }[char]};`);
}

const textHeaders = (type: string) => ({ 'content-type': `${type}; charset=utf-8`, 'cache-control': 'public, max-age=3600' });

/** `sitemap.xml` of one channel and country: every listed page in each of the country's languages. */
export function createSitemapRoute(settings: ChannelSettings, env: AppEnv) {
  return async function GET(request: Request, { params }: Context): Promise<Response> {
    const { locale } = await readRouteParams(params);
    const origin = requestOrigin(request);
    const pages = await listCountryPages(settings, env, localeSettings[locale].country);
    const entries = pages.map(
      (page) =>
        `  <url>\n    <loc>${escapeXml(origin + page.publicPath)}</loc>${page.lastModified ? `\n    <lastmod>${page.lastModified.slice(0, 10)}</lastmod>` : ''}\n  </url>`,
    );
    const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</urlset>\n`;
    return new Response(xml, { headers: textHeaders('application/xml') });
  };
}

/** `robots.txt`: everything but the app's API, and where the sitemap is. */
export function createRobotsRoute() {
  return async function GET(request: Request): Promise<Response> {
    const body = `User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: ${requestOrigin(request)}/sitemap.xml\n`;
    return new Response(body, { headers: textHeaders('text/plain') });
  };
}

/** `llms.txt`: the shop and its pages in the locale's language, as Markdown for language-model crawlers. */
export function createLlmsRoute(settings: ChannelSettings, env: AppEnv) {
  return async function GET(request: Request, { params }: Context): Promise<Response> {
    const { locale } = await readRouteParams(params);
    const origin = requestOrigin(request);
    const pages = (await listCountryPages(settings, env, localeSettings[locale].country)).filter((page) => page.locale === locale);
    const lines = [`# ${settings.name}`, '', ...pages.map((page) => `- [${page.title}](${origin}${page.publicPath})${page.description ? `: ${page.description}` : ''}`), ''];
    return new Response(lines.join('\n'), { headers: textHeaders('text/markdown') });
  };
}
