'use client';

import { useId, type CSSProperties } from 'react';
import type { ConsentDecision } from './consent-store.ts';

/** The banner's texts, translated by the app (`consent.*` of @shop/i18n). */
export type ConsentBannerTexts = {
  title: string;
  body: string;
  accept: string;
  decline: string;
  privacyLink: string;
};

export type ConsentBannerProps = {
  texts: ConsentBannerTexts;
  /** The locale's privacy policy page. */
  privacyHref: string;
  onDecide: (decision: ConsentDecision) => void;
};

// A fixed overlay takes no room in the page flow, so showing it after hydration shifts nothing (no CLS).
const bannerStyle: CSSProperties = {
  position: 'fixed',
  insetInline: 0,
  bottom: 0,
  zIndex: 1000,
  boxSizing: 'border-box',
  padding: '16px',
  background: '#fff',
  color: '#222',
  boxShadow: '0 -2px 12px rgba(0, 0, 0, 0.15)',
  font: 'inherit',
};
const actionsStyle: CSSProperties = { display: 'flex', flexWrap: 'wrap', gap: '8px', marginTop: '12px' };
const buttonStyle: CSSProperties = {
  font: 'inherit',
  padding: '8px 16px',
  minHeight: '44px',
  cursor: 'pointer',
};

/**
 * The shop's own consent notice, for channels without a consent provider: two equal buttons (no dark
 * pattern), plain buttons and a link so the keyboard reaches everything in order.
 */
export function ConsentBanner({ texts, privacyHref, onDecide }: ConsentBannerProps) {
  const titleId = useId();
  const bodyId = useId();
  return (
    <section
      role="region"
      aria-labelledby={titleId}
      aria-describedby={bodyId}
      style={bannerStyle}
      data-consent-banner=""
    >
      <h2 id={titleId} style={{ margin: 0, fontSize: '1.1em' }}>
        {texts.title}
      </h2>
      <p id={bodyId} style={{ margin: '8px 0 0' }}>
        {texts.body} <a href={privacyHref}>{texts.privacyLink}</a>
      </p>
      <div style={actionsStyle}>
        <button type="button" style={buttonStyle} onClick={() => onDecide('GRANTED')}>
          {texts.accept}
        </button>
        <button type="button" style={buttonStyle} onClick={() => onDecide('DECLINED')}>
          {texts.decline}
        </button>
      </div>
    </section>
  );
}
