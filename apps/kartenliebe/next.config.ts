import { kartenliebe } from '@shop/config/channels/kartenliebe';
import { createNextConfig } from '@shop/storefront/next-config';

export default createNextConfig(kartenliebe);
