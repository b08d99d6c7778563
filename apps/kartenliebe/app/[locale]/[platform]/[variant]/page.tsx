import { createStartPage } from '@shop/storefront/app/start-page';
import { channel } from '../../../../src/channel.ts';

export default createStartPage(channel);
