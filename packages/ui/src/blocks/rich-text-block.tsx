import type { BlockContext } from './block-types.ts';
import { RichText, type RichTextNode } from './rich-text.tsx';

/** `RichText` blok: a rich-text document in `text`. */
export interface RichTextBlok {
  _uid: string;
  component: 'RichText';
  text?: RichTextNode | null;
}

/** The rich-text block, rendered through the allow-list of `RichText`. */
export function RichTextBlock({ blok, context }: { blok: RichTextBlok; context: BlockContext }) {
  return <RichText doc={blok.text} logger={context.logger} className="rich-text-block" />;
}
