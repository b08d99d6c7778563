import { contrastRatio } from '@shop/domain/color/contrast-ratio';

/**
 * Editor colours for a badge or button, used only when they are readable (WCAG AA, 4.5:1); otherwise undefined and
 * the stylesheet's colours apply. Content colours are chosen by eye, and a shop button must stay legible.
 */
export function readableColors(
  colors: { background?: string; text?: string } | null | undefined,
): { backgroundColor: string; color: string } | undefined {
  if (!colors?.background || !colors.text) return undefined;
  return contrastRatio(colors.background, colors.text) >= 4.5
    ? { backgroundColor: colors.background, color: colors.text }
    : undefined;
}
