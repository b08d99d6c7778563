import { wallart } from '@shop/config/channels/wallart';
import { createNextConfig } from '@shop/storefront/next-config';

export default createNextConfig(wallart);
