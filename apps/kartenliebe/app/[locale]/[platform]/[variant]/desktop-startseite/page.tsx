import { createDesktopStartPage } from '@shop/storefront/app/start-page';
import { channel } from '../../../../../src/channel.ts';
import { env } from '../../../../../src/env.ts';

export default createDesktopStartPage(channel, env);
