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
      {items.map((item) => (
        <li key={item.id} className="usp-teaser__item">
          {item.text}
        </li>
      ))}
    </ul>
  );
}
