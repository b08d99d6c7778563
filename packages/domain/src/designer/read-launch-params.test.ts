import { describe, expect, it } from 'vitest';
import { buildCalendarLaunchParams } from './calendar-launch-params.ts';
import { buildCardLaunchParams } from './card-launch-params.ts';
import { buildCollageLaunchParams, buildFrameLaunchParams } from './frame-launch-params.ts';
import type { LaunchParams } from './launch-params.ts';
import { buildPhotobookLaunchParams } from './photobook-launch-params.ts';
import { buildPhotoboxLaunchParams } from './photobox-launch-params.ts';
import { listLaunchParamNames, readLaunchParams, type DesignerProduct } from './read-launch-params.ts';
import { getChannel } from '@shop/config/channels';

const common = { locale: 'fr-CH', platform: 'web' } as const;
const wallart = getChannel('wallart');
if (!wallart) throw new Error('wallart settings missing');

// What the shop's own call-to-actions send, built with this package's launch-parameter builders.
const launches: Record<DesignerProduct, LaunchParams> = {
  card: buildCardLaunchParams({
    common,
    themeId: '3',
    designId: '31',
    occasion: 'hochzeit',
    category: 'einladung',
    envelopeSku: 'envelope-standard',
    refinementType: 'gold',
  }),
  calendar: buildCalendarLaunchParams({
    common,
    calendarType: 'wandkalender',
    mounting: 'spirale',
    designGroupId: '2',
    designId: '21',
    now: new Date('2026-11-23T10:00:00Z'),
  }),
  photobook: buildPhotobookLaunchParams({
    common,
    photobookType: 'echtfotobuch',
    photobookPrinting: 'digital',
    photobookCover: 'hard',
    paper: 'matt',
    format: 'a4-hoch',
    pageCount: 26,
    refinement: 'gold',
    templateGroup: { portrait: 'tpl-4' },
  }),
  photobox: buildPhotoboxLaunchParams({ common, photoboxType: 'small', format: '150x100', type: 'glossy' }),
  photoframe: { ...buildFrameLaunchParams({ common, materialType: 'leinwand', frameType: 'schattenfuge-leinwand' }), formatType: '600x400' },
  collage: buildCollageLaunchParams({ common, settings: wallart }),
};

const query = (params: LaunchParams) => new URLSearchParams(params);
const without = (params: LaunchParams, name: string) => Object.fromEntries(Object.entries(params).filter(([key]) => key !== name));

describe('readLaunchParams', () => {
  it.each(Object.entries(launches))('accepts what the shop sends to the %s designer, unchanged', (product, params) => {
    expect(readLaunchParams(product as DesignerProduct, query(params))).toEqual({ ok: true, params });
  });

  const missing: [DesignerProduct, string][] = [
    ['card', 'themeId'],
    ['card', 'designId'],
    ['card', 'locale'],
    ['calendar', 'calendarType'],
    ['calendar', 'mounting'],
    ['calendar', 'designGroupId'],
    ['calendar', 'designId'],
    ['photobook', 'photobookType'],
    ['photobook', 'format'],
    ['photobox', 'photoboxType'],
    ['photobox', 'formatWidth'],
    ['photobox', 'formatHeight'],
    ['photoframe', 'materialType'],
    ['collage', 'designId'],
  ];
  it.each(missing)('%s: a missing %s is named as missing', (product, param) => {
    const reading = readLaunchParams(product, query(without(launches[product], param)));
    expect(reading.ok).toBe(false);
    expect(!reading.ok && reading.problems).toEqual([{ param, kind: 'missing' }]);
  });

  const invalid: [DesignerProduct, string, string][] = [
    ['card', 'themeId', 'abc'],
    ['card', 'designId', '0'],
    ['card', 'quantity', '51'],
    ['card', 'quantity', '050'],
    ['card', 'refinementType', 'platin'],
    ['card', 'occasion', 'halloween'],
    ['card', 'envelopeSku', 'Envelope Standard'],
    ['card', 'sample', 'yes'],
    ['card', 'locale', 'fr-XX'],
    ['card', 'platform', 'tablet'],
    ['calendar', 'calendarType', 'taschenkalender'],
    ['calendar', 'mounting', 'nagel'],
    ['calendar', 'startMonth', '13'],
    ['calendar', 'startYear', '99'],
    ['photobook', 'photobookType', 'album'],
    ['photobook', 'format', 'a2-hoch'],
    ['photobook', 'photobookCover', 'leather'],
    ['photobook', 'paper', 'kraft'],
    ['photobook', 'binding', 'pur'],
    ['photobook', 'quantity', '0'],
    ['photobox', 'photoboxType', 'huge'],
    ['photobox', 'formatWidth', '-150'],
    ['photobox', 'type', 'canvas'],
    ['photoframe', 'materialType', 'Holz'],
    ['photoframe', 'frameType', 'goldrahmen'],
    ['photoframe', 'formatType', '600x0'],
    ['collage', 'designId', '1.5'],
  ];
  it.each(invalid)('%s: %s=%s is named as invalid', (product, param, value) => {
    const reading = readLaunchParams(product, query({ ...launches[product], [param]: value }));
    expect(!reading.ok && reading.problems).toEqual([{ param, kind: 'invalid' }]);
  });

  it('names every problem at once, invalid before missing', () => {
    const reading = readLaunchParams('calendar', new URLSearchParams('locale=de-DE&calendarType=x&mounting=spirale'));
    expect(!reading.ok && reading.problems).toEqual([
      { param: 'calendarType', kind: 'invalid' },
      { param: 'designGroupId', kind: 'missing' },
      { param: 'designId', kind: 'missing' },
    ]);
  });

  it('takes a parameter given twice as invalid, and leaves unknown parameters alone', () => {
    const reading = readLaunchParams('photobox', new URLSearchParams('locale=de-DE&photoboxType=small&formatWidth=150&formatHeight=100&formatHeight=130&utm_source=mail'));
    expect(!reading.ok && reading.problems).toEqual([{ param: 'formatHeight', kind: 'invalid' }]);
    expect(reading.params.utm_source).toBe('mail');
  });

  it('lists the required parameters first', () => {
    expect(listLaunchParamNames('photobox')).toEqual(['photoboxType', 'formatWidth', 'formatHeight', 'locale', 'type', 'platform', 'gclid']);
  });
});
