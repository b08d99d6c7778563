import { createRootLayout, createRootLayoutMetadata } from '@shop/storefront/app/root-layout';
import { generateRouteParams } from '@shop/storefront/app/route-params';
import { channel } from '../../../src/channel.ts';

export const generateStaticParams = generateRouteParams;
export const generateMetadata = createRootLayoutMetadata(channel);
export default createRootLayout(channel);
