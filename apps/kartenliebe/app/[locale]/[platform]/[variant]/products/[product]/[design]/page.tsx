import { createCollageDesignPage } from '@shop/storefront/app/products-page';
import { channel } from '../../../../../../../src/channel.ts';
import { env } from '../../../../../../../src/env.ts';

const page = createCollageDesignPage(channel, env);

// Each design renders per locale, platform and variant on first request and is then served from the full-route cache.
export const dynamicParams = true;
export const generateStaticParams = (): [] => [];

export const generateMetadata = page.generateMetadata;
export default page.CollageDesignPage;
