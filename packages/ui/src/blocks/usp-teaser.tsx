/** `UspTeaser` blok: the shop's promises under the hero. */
export interface UspTeaserBlok {
  _uid: string;
  component: 'UspTeaser';
  items?: readonly { _uid: string; component: 'UspItem'; text?: string }[];
}

/** A short list of selling points. */
export function UspTeaser({ blok }: { blok: UspTeaserBlok }) {
  const items = (blok.items ?? []).filter((item) => item.text);
  if (items.length === 0) return null;
  return (
    <ul className="usp-teaser">
      {items.map((item) => (
        <li key={item._uid} className="usp-teaser__item">
          {item.text}
        </li>
      ))}
    </ul>
  );
}
