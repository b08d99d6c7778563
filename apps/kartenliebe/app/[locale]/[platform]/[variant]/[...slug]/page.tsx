import { createContentPage } from '@shop/storefront/app/content-page';
import { channel } from '../../../../../src/channel.ts';
import { env } from '../../../../../src/env.ts';

const page = createContentPage(channel, env);

export const generateMetadata = page.generateMetadata;
export default page.ContentPage;
