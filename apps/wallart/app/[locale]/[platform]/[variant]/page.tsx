import { createStartPage, createStartPageMetadata } from '@shop/storefront/app/start-page';
import { channel } from '../../../../src/channel.ts';
import { env } from '../../../../src/env.ts';

export const generateMetadata = createStartPageMetadata(channel, env);
export default createStartPage(channel, env);
