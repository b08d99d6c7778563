import { expect, test } from '@playwright/test';
import { withoutScripts } from '../src/without-scripts.ts';

// The bench's page without its scripts (issue 16): what rendering the document costs, apart from its JavaScript.
test('@fast a page without its scripts keeps its markup, styles and pictures, and its links point to the shop', () => {
  const page = [
    '<html><head><link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/a.js"/>',
    '<link rel="preload" as="image" href="http://localhost:3392/images/hero.jpg"/>',
    '<style>.hero{color:red}</style><script src="/_next/static/chunks/b.js" async=""></script>',
    '<script>(()=>{document.title="x"})()</script><link rel="manifest" href="/manifest.webmanifest"/></head>',
    '<body><a href="/karten/">Karten</a><a href="//cdn.example/x">CDN</a><img src="http://localhost:3392/images/a.jpg" alt=""/>',
    '<script type="application/ld+json">{"@type":"Organization"}</script>',
    '<SCRIPT>self.__next_f.push([1,"<p>"])</SCRIPT></body></html>',
  ].join('');
  expect(withoutScripts(page, 'http://localhost:3300')).toBe(
    [
      '<html><head>',
      '<link rel="preload" as="image" href="http://localhost:3392/images/hero.jpg"/>',
      '<style>.hero{color:red}</style>',
      '<link rel="manifest" href="http://localhost:3300/manifest.webmanifest"/></head>',
      '<body><a href="http://localhost:3300/karten/">Karten</a><a href="//cdn.example/x">CDN</a><img src="http://localhost:3392/images/a.jpg" alt=""/>',
      '</body></html>',
    ].join(''),
  );
});
