import { createDesktopStartPage } from '@shop/storefront/app/start-page';
import { channel } from '../../../../../src/channel.ts';

export default createDesktopStartPage(channel);
