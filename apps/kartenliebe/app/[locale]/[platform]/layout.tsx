import { createRootLayout, createRootLayoutMetadata, createRootLayoutViewport, generateRootLayoutParams } from '@shop/storefront/app/root-layout';
import { channel } from '../../../src/channel.ts';
import { env } from '../../../src/env.ts';

export const generateStaticParams = generateRootLayoutParams;
export const generateMetadata = createRootLayoutMetadata(channel);
export const viewport = createRootLayoutViewport(channel);
export default createRootLayout(channel, env);
