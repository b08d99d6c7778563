import { createCardThemePage } from '@shop/storefront/app/card-theme-page';
import { channel } from '../../../../../../../../../src/channel.ts';
import { env } from '../../../../../../../../../src/env.ts';

const page = createCardThemePage(channel, env);

// Each card theme and design renders on first request and is then served from the full-route cache.
export const dynamicParams = true;
export const generateStaticParams = (): [] => [];

export const generateMetadata = page.generateMetadata;
export default page.CardThemePage;
