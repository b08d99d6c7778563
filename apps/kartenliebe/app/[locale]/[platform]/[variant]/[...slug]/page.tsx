import { createContentPage } from '@shop/storefront/app/content-page';
import { channel } from '../../../../../src/channel.ts';
import { env } from '../../../../../src/env.ts';

const page = createContentPage(channel, env);

// No path is known at build time, but every path is cacheable: an empty list makes Next render each path (and each
// variant) on its first request and serve it from the full-route cache after that, revalidated in the background.
// Without it the catch-all is a dynamic route: one render per request, and a 500 whenever the content API is down.
export const dynamicParams = true;
export const generateStaticParams = (): [] => [];

export const generateMetadata = page.generateMetadata;
export default page.ContentPage;
