import { createProductsPage } from '@shop/storefront/app/products-page';
import { channel } from '../../../../../src/channel.ts';
import { env } from '../../../../../src/env.ts';

const page = createProductsPage(channel, env);

// One render per locale, platform and variant on first request, then served from the full-route cache.
export const dynamicParams = true;
export const generateStaticParams = (): [] => [];

export const generateMetadata = page.generateMetadata;
export default page.ProductsPage;
