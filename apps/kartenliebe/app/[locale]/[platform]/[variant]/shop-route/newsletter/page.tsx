import { createNewsletterMetadata, createNewsletterPage } from '@shop/storefront/app/newsletter-page';
import { channel } from '../../../../../../src/channel.ts';
import { env } from '../../../../../../src/env.ts';

// The route table's `newsletter` group: the proxy rewrites `/newsletter`, `/boletin`, `/lettre-d-information`, … here.
// It reads the mail's `?confirm=` token and the outcome `?status=`: rendered per request, never cached.
export const dynamic = 'force-dynamic';
export const generateMetadata = createNewsletterMetadata();
export default createNewsletterPage(channel, env);
