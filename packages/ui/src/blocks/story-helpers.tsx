import type { Locale } from '@shop/config/markets';
import type { BlockContext } from './block-types.ts';
import './blocks.css';
import '../calculator/calculator.css';

/** Stories: the block context in the locale the Storybook toolbar picked (the preview passes it as `args.locale`). */
export function inToolbarLocale(args: { context: BlockContext; locale?: Locale }): BlockContext {
  return args.locale ? { ...args.context, locale: args.locale } : args.context;
}

/** Story form actions: answer after a short pause like the shop API would. */
export const storyActions = {
  subscribeNewsletter: async () => ({ ok: true }),
  sendContactMessage: async () => ({ ok: true }),
};
