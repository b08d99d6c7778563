import 'server-only';
import type { ChannelSettings } from '@shop/config/channel-settings';
import { createShopIntl } from '@shop/i18n/intl';
import { ErrorPageBody } from '@shop/ui/error/error-page-body';
import type { Metadata } from 'next';
import type { AppEnv } from '../server/app-env.ts';
import { ErrorStoryContent } from './error-story.tsx';
import { PATH_PLACEHOLDER } from './not-found-text.ts';
import { readRouteParams, type RouteParams } from './route-params.ts';
import { homePath } from './root-layout.tsx';
import { VisitedPathText } from './visited-path-text.tsx';

/**
 * The 404 document, rendered on the server inside the root layout (header, navigation, footer) with the error story
 * of the content space: the route the proxy rewrites rejected paths to, and the document the channel server answers
 * every other 404 with (`server/not-found-documents.ts`). Next's own 404 of a page that calls `notFound()` under the
 * dynamic root layout is an empty `__next_error__` shell until JavaScript runs. It answers 200 here; the channel server
 * sends it with 404. Cached per locale, platform and variant like any page.
 */
export function createNotFoundPage(settings: ChannelSettings, env: AppEnv) {
  async function generateMetadata({ params }: { params: Promise<RouteParams> }): Promise<Metadata> {
    const { locale } = await readRouteParams(params);
    return { title: createShopIntl(locale).t('error.notFoundTitle'), robots: { index: false, follow: true } };
  }

  async function NotFoundPage({ params }: { params: Promise<RouteParams> }) {
    const { locale, platform } = await readRouteParams(params);
    const intl = createShopIntl(locale);
    const template = intl.t('error.notFoundText', { path: PATH_PLACEHOLDER });
    const story = await ErrorStoryContent({ settings, env, locale, platform });
    return (
      <ErrorPageBody
        title={intl.t('error.notFoundTitle')}
        content={story ?? <p>{template.replace(` ${PATH_PLACEHOLDER}`, '')}</p>}
        detailsLabel={intl.t('error.details')}
        message={<VisitedPathText template={template} />}
        statusCode={404}
        action={
          <a className="button" href={homePath(settings, locale, platform)}>
            {intl.t('error.backHome')}
          </a>
        }
      />
    );
  }

  return { NotFoundPage, generateMetadata };
}
