import { resolveAbBlockState, selectAbVariant } from '@shop/flags/ab-variant';
import type { ReactNode } from 'react';
import type { BlockContext, Blok } from './block-types.ts';

/** `AbContentBlock` blok: the `on` list for treatment on, the `off` list otherwise. */
export interface AbContentBlockBlok {
  id: string;
  type: 'AbContentBlock';
  /** The flag (experiment) deciding, e.g. `VOLL-965`. */
  experiment?: string;
  on?: readonly Blok[];
  off?: readonly Blok[];
}

/**
 * The A/B block renders on the server from the request's evaluated treatments, so the HTML already shows the
 * visitor's variant (no flicker); flags disabled or control give the off list.
 */
export function AbContentBlock({
  blok,
  context,
  renderBlocks,
}: {
  blok: AbContentBlockBlok;
  context: BlockContext;
  renderBlocks: (bloks: readonly Blok[], context: BlockContext) => ReactNode;
}) {
  const feature = blok.experiment ?? '';
  const state = resolveAbBlockState({
    feature,
    treatment: context.treatments[feature],
    splitDisabled: context.splitDisabled,
  });
  const items = selectAbVariant({ treatment: state.treatment, on: blok.on ?? [], off: blok.off ?? [] });
  return (
    <div className="ab-content-block" data-feature={feature} data-treatment={state.treatment}>
      {renderBlocks(items, context)}
    </div>
  );
}
