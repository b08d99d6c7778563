import { decodeVariant, type Treatments } from '@shop/flags/variant-code';
import { useSelectedLayoutSegment } from 'next/navigation';
import { useMemo } from 'react';

/**
 * The variant segment below the root layout and the treatments its code names. The page's flight data carries only
 * that code (in the router state), so the root layout's client parts read their flags from it: the flags provider of
 * `<main>` and the main navigation beside it. A segment that is no variant code (the 404 view of a path no route
 * knows) names no treatments.
 */
export function useVariantSegment(): { variant: string | null; treatments: Treatments | null } {
  const variant = useSelectedLayoutSegment();
  const treatments = useMemo(() => (variant ? decodeVariant(variant) : null), [variant]);
  return { variant, treatments };
}
