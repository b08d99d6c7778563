import { channelIds, channels } from '@shop/config/channels';
import { isOccasion } from '@shop/domain/catalogue/card';
import { describe, expect, it } from 'vitest';
import { cardThemeSeeds } from './card-themes.ts';

describe('card themes of the seed (channel settings cardThemeOccasions)', () => {
  it('every occasion a channel names is one of the domain’s (a typo would silently sell nothing)', () => {
    for (const channel of channelIds) expect(channels[channel].cardThemeOccasions.filter((occasion) => !isOccasion(occasion))).toEqual([]);
  });

  it('each channel sells the themes of its occasions: kartenliebe every occasion, wallart weddings only', () => {
    const occasionsOf = (channel: string) => [...new Set(cardThemeSeeds.filter((theme) => theme.channel === channel).map((theme) => theme.occasion))];
    expect(occasionsOf('kartenliebe')).toEqual(channels.kartenliebe.cardThemeOccasions);
    expect(occasionsOf('wallart')).toEqual(['hochzeit']);
    expect(cardThemeSeeds.find((theme) => theme.channel === 'kartenliebe')?.id).toBe(500);
    expect(cardThemeSeeds.find((theme) => theme.channel === 'wallart')?.id).toBe(700);
  });
});
