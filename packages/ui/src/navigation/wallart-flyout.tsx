import type { WallArtFlyoutLayout } from './wallart-flyout-grouping.ts';
import type { FlyoutItem } from './navigation-types.ts';

export interface WallArtFlyoutProps {
  layout: WallArtFlyoutLayout;
  /** Heading of the special entry block. */
  specialHeading: string;
  /** Current content path: its entry is marked current. */
  currentPath?: string;
}

function FlyoutLink({ item, currentPath }: { item: FlyoutItem; currentPath?: string }) {
  return (
    <a
      className={item.isHeadlineItem ? 'flyout__link flyout__link--headline' : 'flyout__link'}
      href={item.link}
      aria-current={currentPath !== undefined && item.link === currentPath ? 'page' : undefined}
    >
      {item.title}
    </a>
  );
}

/** The wall-art flyout as `groupWallArtFlyout` laid it out: groups (premium with its label) and the special entry block. */
export function WallArtFlyout({ layout, specialHeading, currentPath }: WallArtFlyoutProps) {
  return (
    <div className="flyout__content flyout__content--wallart">
      {layout.groups.map((group) => (
        <section key={group.id} className="flyout__group" data-group={group.id} aria-label={group.title}>
          <p className="flyout__group-title">
            {group.title}
            {group.label && <span className="flyout__premium-label">{group.label}</span>}
          </p>
          <ul className="flyout__list">
            {group.items.map((item) => (
              <li key={`${item.link}|${item.title}`}>
                <FlyoutLink item={item} currentPath={currentPath} />
              </li>
            ))}
          </ul>
        </section>
      ))}
      {layout.specialEntry && (
        <section className="flyout__special" aria-label={specialHeading}>
          <p className="flyout__group-title">{specialHeading}</p>
          <a className="flyout__special-link" href={layout.specialEntry.link}>
            {layout.specialEntry.asset && (
              <img src={layout.specialEntry.asset.src} alt="" width="160" height="120" loading="lazy" />
            )}
            <span>{layout.specialEntry.title}</span>
          </a>
        </section>
      )}
    </div>
  );
}
