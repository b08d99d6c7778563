import { createRobotsRoute } from '@shop/storefront/app/seo-routes';

export const GET = createRobotsRoute();
