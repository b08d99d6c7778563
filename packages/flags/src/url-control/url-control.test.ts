import { describe, expect, it } from 'vitest';
import { applyForcedTreatment, parseUrlFlagControl } from './url-control.ts';
import { validateForcedTreatment } from './validate-treatment.ts';

describe('parseUrlFlagControl', () => {
  it.each([
    ['', { debug: false, disabled: false }],
    ['?debug', { debug: true, disabled: false }],
    ['?debug=1', { debug: true, disabled: false }],
    ['?feature=VOLL-965', { debug: true, disabled: false }],
    ['?disabled', { debug: false, disabled: true }],
    ['?disabled=true&debug', { debug: true, disabled: true }],
  ])('%s', (search, expected) => {
    expect(parseUrlFlagControl(search)).toEqual(expected);
  });

  it.each([
    // [query, forced treatment, accepted]
    ['feature=VOLL-965&treatment=on', 'on', true],
    ['feature=VOLL-965&treatment=off', 'off', true],
    ['feature=VOLL-965&treatment=control', 'control', true],
    ['feature=VOLL-1031&treatment=variant-a', 'variant-a', true],
    ['feature=VOLL-1031&treatment=variant-b', 'variant-b', true],
    // A multi-option value the flag does not define falls back to control.
    ['feature=VOLL-1031&treatment=variant-c', 'control', false],
    // Another flag's variant is not allowed here.
    ['feature=VOLL-965&treatment=variant-a', 'control', false],
    ['feature=VOLL-965&treatment=ON', 'control', false],
    ['feature=VOLL-965&treatment=', 'control', false],
    ['feature=VOLL-965&treatment=%3Cscript%3E', 'control', false],
    // Unknown flags accept only on, off and control.
    ['feature=new-flag&treatment=on', 'on', true],
    ['feature=new-flag&treatment=blue', 'control', false],
  ])('%s forces %s (accepted %s)', (search, treatment, accepted) => {
    const control = parseUrlFlagControl(search);
    expect(control.forced).toEqual({
      feature: new URLSearchParams(search).get('feature'),
      treatment,
      accepted,
    });
    expect(control.debug).toBe(true);
  });

  it('ignores a treatment without a feature', () => {
    expect(parseUrlFlagControl('treatment=on').forced).toBeUndefined();
  });
});

describe('validateForcedTreatment', () => {
  it.each([
    ['on', [], true],
    [' off ', [], true],
    ['control', [], true],
    ['v2', ['v1', 'v2'], true],
    ['v3', ['v1', 'v2'], false],
  ])('%s with allowed %j', (treatment, allowed, accepted) => {
    expect(validateForcedTreatment({ treatment, allowed }).accepted).toBe(accepted);
  });
});

describe('applyForcedTreatment', () => {
  const evaluations = { 'VOLL-965': { treatment: 'off', config: null, label: 'default rule' } };
  it('overrides the forced flag and labels it', () => {
    const result = applyForcedTreatment(evaluations, parseUrlFlagControl('feature=VOLL-965&treatment=on'));
    expect(result['VOLL-965']).toEqual({ treatment: 'on', config: null, label: 'forced by url' });
  });
  it('forces control for a rejected value', () => {
    const result = applyForcedTreatment(evaluations, parseUrlFlagControl('feature=VOLL-965&treatment=maybe'));
    expect(result['VOLL-965']!.treatment).toBe('control');
  });
  it('leaves evaluations alone without forcing', () => {
    expect(applyForcedTreatment(evaluations, parseUrlFlagControl('debug'))).toBe(evaluations);
  });
});
