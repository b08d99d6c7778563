import { createStartPage } from '@shop/storefront/app/start-page';
import { channel } from '../../../../../src/channel.ts';
import { env } from '../../../../../src/env.ts';

// The password reset mail links here with `?token=`: the start page, over which the shell opens the confirm dialog.
export default createStartPage(channel, env);
