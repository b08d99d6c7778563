import { generateVariantParams, VariantLayout } from '@shop/storefront/flags/variant-layout';

// Variant combinations besides the prerendered one render on first request, then come from cache.
export const dynamicParams = true;
export const generateStaticParams = generateVariantParams;
export default VariantLayout;
