'use client';
import type { FlyoutData, MainNavigationItem } from './flyout-data.ts';
import { isCurrentPath, type FlyoutGroup } from './navigation-types.ts';
import { groupWallArtFlyout, isWallArtCategory } from './wallart-flyout-grouping.ts';
import { WallArtFlyout } from './wallart-flyout.tsx';

export interface FlyoutContentProps {
  item: MainNavigationItem;
  groups: FlyoutGroup[];
  flyouts: FlyoutData;
  /** Server-evaluated treatments of `wallart-flyout-grouping` and `wallart-flyout-special-entry`. */
  wallArtTreatments: { grouping: string; specialEntry: string };
  currentPath: string;
}

function GenericFlyout({ groups, currentPath }: { groups: FlyoutGroup[]; currentPath: string }) {
  return (
    <div className="flyout__content">
      {groups.map((group) => (
        <section key={group.id} className="flyout__group" aria-label={group.title}>
          <p className="flyout__group-title">{group.title}</p>
          <ul className="flyout__list">
            {group.items.map((entry) => (
              <li key={`${entry.link}|${entry.title}`}>
                <a className="flyout__link" href={entry.link} aria-current={isCurrentPath(entry.link, currentPath) ? 'page' : undefined}>
                  {entry.title}
                </a>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

/**
 * The links of one open flyout: the wall-art layout (grouped by the flag treatments) or the content's groups as they
 * are. A module of its own that the shell loads with the flyouts' groups, on a screen wide enough for flyouts: neither
 * phones nor the page's first load carry it (issue 16, first-load JavaScript).
 */
export function FlyoutContent({ item, groups, flyouts, wallArtTreatments, currentPath }: FlyoutContentProps) {
  if (!isWallArtCategory(item.text)) return <GenericFlyout groups={groups} currentPath={currentPath} />;
  return (
    <WallArtFlyout
      layout={groupWallArtFlyout({
        flyoutGroups: groups,
        groupingTreatment: wallArtTreatments.grouping,
        specialEntryTreatment: wallArtTreatments.specialEntry,
        texts: flyouts.texts,
      })}
      specialHeading={flyouts.texts.specialHeading}
      currentPath={currentPath}
    />
  );
}
