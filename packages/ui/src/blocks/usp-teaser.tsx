/** `UspTeaser` blok: the shop's promises under the hero. */
export interface UspTeaserBlok {
  id: string;
  type: 'UspTeaser';
  items?: readonly { id: string; type: 'UspItem'; text?: string }[];
}

/** A short list of selling points. */
export function UspTeaser({ blok }: { blok: UspTeaserBlok }) {
  const items = (blok.items ?? []).filter((item) => item.text);
  if (items.length === 0) return null;
  return (
    <ul className="usp-teaser">
      {/* Keys by place: the list is static, and its uuids were bytes in every page's flight data (issue 16). */}
      {items.map((item, index) => (
        <li key={index}>
          {item.text}
        </li>
      ))}
    </ul>
  );
}
