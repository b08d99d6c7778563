import { createDesignerPage } from '@shop/storefront/next-door/designer-page';
import { channel } from '../../../../../../src/channel.ts';
import { env } from '../../../../../../src/env.ts';

// The designer stand-in reads the launch query and the visitor's cart cookie: rendered per request.
export const dynamic = 'force-dynamic';
export default createDesignerPage(channel, env, 'photobox');
