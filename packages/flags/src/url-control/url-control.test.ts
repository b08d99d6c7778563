import { describe, expect, it } from 'vitest';
import { applyForcedTreatment, parseUrlFlagControl } from './url-control.ts';

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
    ['feature=VOLL-1031&treatment=on', 'on', true],
    // A value the multi-option flag does not define falls back to control.
    ['feature=VOLL-1031&treatment=variant-c', 'control', false],
    ['feature=new-flag&treatment=on', 'on', true],
  ])('%s forces %s (accepted %s)', (search, treatment, accepted) => {
    const control = parseUrlFlagControl(search);
    expect(control.forced).toEqual({
      feature: new URLSearchParams(search).get('feature'),
      treatment,
      accepted,
    });
    expect(control.rejected).toBeUndefined();
    expect(control.debug).toBe(true);
  });

  it.each([
    // On an on/off flag an unknown value is dropped: nothing is forced, the SDK decides.
    'feature=VOLL-965&treatment=variant-a',
    'feature=VOLL-965&treatment=ON',
    'feature=VOLL-965&treatment=%3Cscript%3E',
    'feature=VOLL-965&treatment=',
    'feature=new-flag&treatment=blue',
  ])('%s forces nothing', (search) => {
    const control = parseUrlFlagControl(search);
    expect(control.forced).toBeUndefined();
    const params = new URLSearchParams(search);
    expect(control.rejected).toEqual({ feature: params.get('feature'), treatment: params.get('treatment') });
  });

  it('ignores a treatment without a feature', () => {
    expect(parseUrlFlagControl('treatment=on').forced).toBeUndefined();
  });
});

describe('applyForcedTreatment', () => {
  const evaluations = { 'VOLL-965': { treatment: 'off', config: null, label: 'default rule' } };
  it('overrides the forced flag and labels it', () => {
    const result = applyForcedTreatment(evaluations, parseUrlFlagControl('feature=VOLL-965&treatment=on'));
    expect(result['VOLL-965']).toEqual({ treatment: 'on', config: null, label: 'forced by url' });
  });
  it('forces control for an unknown value of a multi-option flag', () => {
    const result = applyForcedTreatment(
      { 'VOLL-1031': { treatment: 'off', config: null, label: 'default rule' } },
      parseUrlFlagControl('feature=VOLL-1031&treatment=variant-z'),
    );
    expect(result['VOLL-1031']).toEqual({ treatment: 'control', config: null, label: 'forced by url' });
  });
  it('keeps the SDK treatment for a rejected value on an on/off flag', () => {
    expect(applyForcedTreatment(evaluations, parseUrlFlagControl('feature=VOLL-965&treatment=maybe'))).toBe(
      evaluations,
    );
  });
  it('leaves evaluations alone without forcing', () => {
    expect(applyForcedTreatment(evaluations, parseUrlFlagControl('debug'))).toBe(evaluations);
  });
});
