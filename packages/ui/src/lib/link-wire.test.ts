import { describe, expect, it } from 'vitest';
import { packLinks, unpackLink } from './link-wire.ts';

const unpackAll = (hrefs: readonly string[]) => {
  const packed = packLinks(hrefs);
  return hrefs.map((_, index) => unpackLink(packed, index));
};

describe('packLinks', () => {
  const designs = [500, 501, 502].map(
    (themeId) =>
      `/configurator-card?themeId=${themeId}&designId=${themeId}0&quantity=50&envelopeSku=envelope-standard&category=hochzeit&locale=de-DE&platform=web`,
  );

  it('names the path and the parameters every link shares once, each link only its own values', () => {
    const packed = packLinks(designs);
    expect(packed.shared).toEqual(['/configurator-card', null, null, 'quantity=50', 'envelopeSku=envelope-standard', 'category=hochzeit', 'locale=de-DE', 'platform=web']);
    expect(packed.own).toEqual([
      ['themeId=500', 'designId=5000'],
      ['themeId=501', 'designId=5010'],
      ['themeId=502', 'designId=5020'],
    ]);
    const twelve = Array.from({ length: 12 }, (_, index) => designs[0]!.replace('designId=5000', `designId=${5000 + index}`));
    expect(JSON.stringify(packLinks(twelve)).length).toBeLessThan(JSON.stringify(twelve).length / 3);
  });

  it('gives every link back byte for byte, encoded values and empty parameters included', () => {
    const links = ['/a?q=%C3%A4%20b&flag&x=', '/a?q=c%26d&flag&x=1', '/a?q=e&flag&x=2#top'];
    expect(unpackAll(links)).toEqual(links);
    expect(unpackAll(designs)).toEqual(designs);
  });

  it('sends links of different shapes whole', () => {
    const links = ['/wandbilder/poster', '/leinwanddruck', '/wandbilder?format=300x200', '/wandbilder?size=1', '/x?'];
    const packed = packLinks(links);
    expect(packed.shared).toEqual([null]);
    expect(packed.own).toEqual(links.map((link) => [link]));
    expect(unpackAll(links)).toEqual(links);
  });

  it('packs paths without query, a single link and no links', () => {
    expect(unpackAll(['/karten/', '/fotobuch/'])).toEqual(['/karten/', '/fotobuch/']);
    expect(packLinks(['/karten/?a=1'])).toEqual({ shared: ['/karten/', 'a=1'], own: [[]] });
    expect(unpackAll(['/karten/?a=1'])).toEqual(['/karten/?a=1']);
    expect(packLinks([])).toEqual({ shared: [null], own: [] });
  });
});
