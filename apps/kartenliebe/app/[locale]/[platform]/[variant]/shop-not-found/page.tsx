import { createNotFoundPage } from '@shop/storefront/app/not-found-page';
import { channel } from '../../../../../src/channel.ts';
import { env } from '../../../../../src/env.ts';

const page = createNotFoundPage(channel, env);

/**
 * The server-rendered 404 document: where the proxy sends paths its routing rules reject (unknown language prefix,
 * refused path) and every other not-found path (the channel server's `not-found-documents`). Answered with 404.
 */
export const dynamicParams = true;
export const generateStaticParams = (): [] => [];

export const generateMetadata = page.generateMetadata;
export default page.NotFoundPage;
