import type { ChannelSettings } from '../channel-settings.ts';
import { kartenliebe } from './kartenliebe.ts';
import { wallart } from './wallart.ts';

/** Every channel the shop runs; a new channel is a new settings file plus its line here. */
export const channels: Readonly<Record<string, ChannelSettings>> = { kartenliebe, wallart };

export function getChannel(id: string): ChannelSettings | undefined {
  return Object.hasOwn(channels, id) ? channels[id] : undefined;
}
