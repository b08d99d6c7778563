import { allControlVariant, decodeVariant } from '@shop/flags/variant-code';
import { notFound } from 'next/navigation';
import type { ReactNode } from 'react';

/** Prerendered at build: the variant of crawlers and `?disabled`. Other combinations render once, then come from cache. */
export function generateVariantParams(): { variant: string }[] {
  return [{ variant: allControlVariant }];
}

/**
 * The layout under the variant segment the proxy chose: a segment that is no variant code is a 404. The treatments and
 * the browser SDK (after hydration, never for the all-control variant of crawlers and `?disabled`) come from the root
 * layout's `ShellVariantFlags`, which reads this segment.
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
  return children;
}
