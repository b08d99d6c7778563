import type { ChannelSettings } from '@shop/config/channel-settings';

/**
 * The photobook options a channel preselects (spec point 3): wallart gold refinement and glossy lamination,
 * kartenliebe matt lamination. `/web-api/photobook-price` fills what the request leaves open with them, and the
 * calculator reference prices every format with them, so a photobook configuration has one price wherever it is shown.
 */
export function photobookChannelDefaults(
  channel: ChannelSettings,
  requested: Readonly<Record<string, string>> = {},
): Record<string, string> {
  const options: Record<string, string> = { ...requested };
  const refinement = channel.features.photobookRefinement;
  if (!options.refinement && refinement) options.refinement = refinement;
  if (!options.lamination) options.lamination = channel.features.photobookLaminationDefault;
  return options;
}
