import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { flagNames, knownFlags, type FlagName } from '../flag-names.ts';
import { allControlVariant, decodeVariant, encodeVariant } from './variant-code.ts';

describe('variant code', () => {
  it('round-trips every combination the definitions allow', () => {
    const combination = fc.record(
      Object.fromEntries(flagNames.map((flag) => [flag, fc.constantFrom('control', ...knownFlags[flag])])) as Record<FlagName, fc.Arbitrary<string>>,
    );
    fc.assert(
      fc.property(combination, (treatments) => {
        expect(decodeVariant(encodeVariant(treatments))).toEqual(treatments);
      }),
    );
  });

  it('names all-control for visitors without flags', () => {
    expect(allControlVariant).toBe(`v${'0'.repeat(flagNames.length)}`);
    expect(Object.values(decodeVariant(allControlVariant) ?? {})).toEqual(flagNames.map(() => 'control'));
  });

  it('counts unknown treatments as control', () => {
    expect(decodeVariant(encodeVariant({ 'VOLL-1031': 'variant-z', 'VOLL-965': 'on' }))).toMatchObject({ 'VOLL-1031': 'control', 'VOLL-965': 'on' });
  });

  it('encodes the multi-option experiment', () => {
    expect(decodeVariant(encodeVariant({ 'VOLL-1031': 'variant-b' }))?.['VOLL-1031']).toBe('variant-b');
  });

  it.each(['', 'v', 'x0000000', 'v000000', 'v00000000', 'v9000000', 'v000000z', 'V0000000', '../etc'])('refuses %j', (code) => {
    expect(decodeVariant(code)).toBeNull();
  });
});
