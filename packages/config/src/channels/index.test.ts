import { describe, expect, it } from 'vitest';
import { channelIds, channels, getChannel, isChannelId, perChannel } from './index.ts';

describe('the channel table', () => {
  it('keys each channel by its own id', () => {
    for (const id of channelIds) expect(channels[id].id).toBe(id);
  });

  it('tells channel ids from other strings, own keys only', () => {
    expect(isChannelId('wallart')).toBe(true);
    expect(isChannelId('toString')).toBe(false);
    expect(getChannel('hasOwnProperty')).toBeUndefined();
  });

  it('builds one value per channel', () => {
    expect(perChannel((settings) => settings.ports.start)).toEqual({ kartenliebe: 3000, wallart: 3001 });
  });

  it('gives every channel its own port in every stack and its own port variables', () => {
    const ports = channelIds.flatMap((id) => Object.values(channels[id].ports));
    expect(new Set(ports).size).toBe(ports.length);
    const prefixes = channelIds.map((id) => channels[id].portVariablePrefix);
    expect(new Set(prefixes).size).toBe(prefixes.length);
  });
});
