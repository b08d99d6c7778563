import { allControlVariant, decodeVariant } from '@shop/flags/variant-code';
import { notFound } from 'next/navigation';
import type { ReactNode } from 'react';
import { VariantFlagsProvider } from './variant-flags-provider.tsx';

/** Prerendered at build: the variant of crawlers and `?disabled`. Other combinations render once, then come from cache. */
export function generateVariantParams(): { variant: string }[] {
  return [{ variant: allControlVariant }];
}

/**
 * The layout under the variant segment the proxy chose: client components read the server's treatments,
 * and the browser SDK starts after hydration (never for the all-control variant of crawlers and `?disabled`).
 */
export async function VariantLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ variant: string }>;
}) {
  const { variant } = await params;
  if (!decodeVariant(variant)) notFound();
  return <VariantFlagsProvider variant={variant}>{children}</VariantFlagsProvider>;
}
