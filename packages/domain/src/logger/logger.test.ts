import { describe, expect, it } from 'vitest';
import { silentLogger } from './logger.ts';

describe('silentLogger', () => {
  it('accepts events and reports nothing', () => {
    expect(
      silentLogger.error('error-no-default-option-for-material-type', { material: 'poster' }),
    ).toBeUndefined();
    expect(silentLogger.warn('asset-load-on-slug')).toBeUndefined();
  });
});
