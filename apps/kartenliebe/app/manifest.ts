import { createWebManifest } from '@shop/storefront/app/web-manifest';
import { channel } from '../src/channel.ts';

export default createWebManifest(channel);
