'use client';
import { Header, type HeaderData } from '@shop/ui/header/header';
import { useSelectedLayoutSegments } from 'next/navigation';
import type { ReactNode } from 'react';

export interface ShellHeaderProps {
  platform: 'web' | 'desktop';
  data: HeaderData;
  channelName: string;
  homeHref: string;
  burgerButton?: ReactNode;
}

/**
 * The header of the root layout: app layout on the desktop platform, web layout otherwise. The desktop start page is
 * known from the route segment below the layout, so its missing back button is in the server HTML already.
 */
export function ShellHeader({ platform, data, channelName, homeHref, burgerButton }: ShellHeaderProps) {
  const segments = useSelectedLayoutSegments();
  const isDesktopStartPage = segments.at(-1) === 'desktop-startseite';
  return (
    <Header
      layout={platform === 'desktop' ? 'app' : 'web'}
      platform={platform}
      data={data}
      channelName={channelName}
      homeHref={homeHref}
      isDesktopStartPage={isDesktopStartPage}
      burgerButton={burgerButton}
    />
  );
}
