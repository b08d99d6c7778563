import type { ChannelSettings } from '../channel-settings.ts';
import { kartenliebe } from './kartenliebe.ts';
import { wallart } from './wallart.ts';

/** Every channel the shop runs; a new channel is a new settings file plus its line here. */
export const channels = { kartenliebe, wallart } as const satisfies Readonly<Record<string, ChannelSettings>>;

/** A channel's id: the keys of the table above, so a table keyed by channel fails to compile when one is missing. */
export type ChannelId = keyof typeof channels;

/** The channel ids in table order. */
export const channelIds = Object.keys(channels) as ChannelId[];

export function isChannelId(id: string): id is ChannelId {
  return Object.hasOwn(channels, id);
}

export function getChannel(id: string): ChannelSettings | undefined {
  return isChannelId(id) ? channels[id] : undefined;
}

/** One value per channel, built from its settings (ports of a stack, per-channel tables). */
export function perChannel<T>(build: (settings: ChannelSettings, id: ChannelId) => T): Record<ChannelId, T> {
  return Object.fromEntries(channelIds.map((id) => [id, build(channels[id], id)])) as Record<ChannelId, T>;
}
