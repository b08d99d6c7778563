import { createContentPage } from '@shop/storefront/app/content-page';

export default createContentPage();
