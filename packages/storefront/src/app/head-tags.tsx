'use client';

/** A story page's Open Graph data (`storyShareTags`): absolute URLs, the image's size and alt for the share image. */
export interface ShareTagsData {
  title: string;
  description?: string;
  url: string;
  siteName: string;
  /** Open Graph's form: `de_CH`. */
  locale: string;
  image: { url: string; width?: number; height?: number; alt?: string };
}

/**
 * A story page's head tags: its hreflang alternates and its Open Graph tags with the Twitter card type, which React
 * places in the document's head (in the server HTML as well). A client island on purpose: rendered by a server
 * component or Next's metadata, each tag is a whole element in the page's flight data (about 100 bytes, the 18
 * alternates alone 1.9 KB), and Next repeats title, description and image as Twitter tags; handed down as data they
 * are a third of that (issue 16). X reads title, description and image from the Open Graph tags when its own are
 * missing.
 */
export function HeadTags({ alternates, share }: { alternates: Readonly<Record<string, string>>; share?: ShareTagsData }) {
  const og: [string, string | number | undefined][] = share
    ? [
        ['title', share.title],
        ['description', share.description],
        ['url', share.url],
        ['site_name', share.siteName],
        ['locale', share.locale],
        ['image', share.image.url],
        ['image:width', share.image.width],
        ['image:height', share.image.height],
        ['image:alt', share.image.alt],
        ['type', 'website'],
      ]
    : [];
  return (
    <>
      {Object.entries(alternates).map(([hrefLang, href]) => (
        <link key={hrefLang} rel="alternate" hrefLang={hrefLang} href={href} />
      ))}
      {og.map(([property, content]) => (content === undefined ? null : <meta key={property} property={`og:${property}`} content={String(content)} />))}
      {share ? <meta name="twitter:card" content="summary_large_image" /> : null}
    </>
  );
}
