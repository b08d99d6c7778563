import { describe, expect, it } from 'vitest';
import { toContentBlock, toContentBlocks } from './blocks.ts';

const marker = (uid: string, name: string) =>
  `<!--#storyblok#${JSON.stringify({ name, space: '1', uid, id: '42' })}-->`;

describe('toContentBlock: vendor block shapes stop at the api-client', () => {
  it('names a block by id and type, keeps its fields', () => {
    expect(toContentBlock({ _uid: 'u1', component: 'Teaser', headline: 'Hallo', size: 'l' })).toEqual({
      id: 'u1',
      type: 'Teaser',
      headline: 'Hallo',
      size: 'l',
    });
  });

  it('maps nested blocks in lists, rich-text bodies and resolved relations, leaving other objects alone', () => {
    const block = toContentBlock({
      _uid: 'root',
      component: 'Page',
      body: [{ _uid: 'ab', component: 'AbContentBlock', on: [{ _uid: 'usp', component: 'UspTeaser', items: [] }] }],
      text: {
        type: 'doc',
        content: [{ type: 'blok', attrs: { id: 'x', body: [{ _uid: 'nl', component: 'NewsletterForm' }] } }],
      },
      footer: { uuid: 'f', content: { _uid: 'gf', component: 'GlobalFooter', columns: [] } },
      image: { id: 7, filename: '/a.jpg', fieldtype: 'asset' },
    });
    expect(block.body).toEqual([
      { id: 'ab', type: 'AbContentBlock', on: [{ id: 'usp', type: 'UspTeaser', items: [] }] },
    ]);
    expect(block.text).toEqual({
      type: 'doc',
      content: [{ type: 'blok', attrs: { id: 'x', body: [{ id: 'nl', type: 'NewsletterForm' }] } }],
    });
    expect(block.footer).toEqual({ uuid: 'f', content: { id: 'gf', type: 'GlobalFooter', columns: [] } });
    expect(block.image).toEqual({ id: 7, filename: '/a.jpg', fieldtype: 'asset' });
    expect(JSON.stringify(block)).not.toMatch(/_uid|"component"/);
  });

  it("turns a draft's editor marker into the editor's data attributes", () => {
    const block = toContentBlock({ _uid: 'u9', component: 'Teaser', _editable: marker('u9', 'Teaser') });
    expect(block).not.toHaveProperty('_editable');
    expect(block.editable).toEqual({
      'data-blok-c': JSON.stringify({ name: 'Teaser', space: '1', uid: 'u9', id: '42' }),
      'data-blok-uid': '42-u9',
    });
  });

  it('drops a malformed marker instead of failing the page', () => {
    const block = toContentBlock({ _uid: 'u9', component: 'Teaser', _editable: '<!--#storyblok#{oops-->' });
    expect(block).toEqual({ id: 'u9', type: 'Teaser' });
  });

  it('maps lists of blocks and leaves out what is not a block', () => {
    expect(toContentBlocks([{ _uid: 'a', component: 'Feed' }, 'text', null, { title: 'no block' }])).toEqual([
      { id: 'a', type: 'Feed' },
    ]);
    expect(toContentBlocks(undefined)).toEqual([]);
  });
});
