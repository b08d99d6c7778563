import type { ReactNode } from 'react';
import type { BlockContext, Blok } from './block-types.ts';
import { RichText, type RichTextNode } from './rich-text.tsx';

/** `RichText` blok: a rich-text document in `text`. */
export interface RichTextBlok {
  id: string;
  type: 'RichText';
  text?: RichTextNode | null;
}

/**
 * The rich-text block, rendered through the allow-list of `RichText`; bloks embedded in the text render as the page's
 * blocks (`renderBlocks` comes from the registry, which imports this file).
 */
export function RichTextBlock({
  blok,
  context,
  renderBlocks,
}: {
  blok: RichTextBlok;
  context: BlockContext;
  renderBlocks?: (bloks: readonly Blok[], context: BlockContext) => ReactNode;
}) {
  return (
    <RichText
      doc={blok.text}
      logger={context.logger}
      className="rich-text-block"
      renderBloks={renderBlocks ? (bloks) => renderBlocks(bloks as unknown as Blok[], context) : undefined}
    />
  );
}
