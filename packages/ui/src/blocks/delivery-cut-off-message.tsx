import { cutOffMessageTimeline, type CutOffMessage } from '@shop/domain/delivery/cut-off-message';
import { SHOP_TIME_ZONE } from '@shop/domain/time/time-constants';
import { createShopIntl } from '@shop/i18n/intl';
import type { BlockContext } from './block-types.ts';
import { CutOffText, type CutOffPeriod } from './cut-off-text.tsx';

/** `DeliveryCutOffMessage` blok: one text per cut-off state, with `{time}` and `{date}` placeholders. */
export interface DeliveryCutOffMessageBlok {
  id: string;
  type: 'DeliveryCutOffMessage';
  safetyToday?: string;
  safetyTomorrow?: string;
  safetyDefault?: string;
  cutOffToday?: string;
  cutOffTomorrow?: string;
  cutOffDefault?: string;
  expressToday?: string;
  expressTomorrow?: string;
  expressDefault?: string;
  saturday?: string;
}

const fieldByKey = {
  'cut-off.safety.today': 'safetyToday',
  'cut-off.safety.tomorrow': 'safetyTomorrow',
  'cut-off.safety.default': 'safetyDefault',
  'cut-off.cut-off.today': 'cutOffToday',
  'cut-off.cut-off.tomorrow': 'cutOffTomorrow',
  'cut-off.cut-off.default': 'cutOffDefault',
  'cut-off.express.today': 'expressToday',
  'cut-off.express.tomorrow': 'expressTomorrow',
  'cut-off.express.default': 'expressDefault',
  'cut-off.saturday': 'saturday',
} as const satisfies Record<string, keyof DeliveryCutOffMessageBlok>;

/**
 * The delivery cut-off message: the domain rule picks the first future cut-off of `/web-api/shipping-information`
 * (`context.shipping`), this block fills in the editor's text for it. Window not started yet: an empty live region.
 * The page is cached, so the block writes the text of every period ahead (each cut-off passing, each midnight) and
 * the browser shows the one of its own clock (`CutOffText`): the message is right at every moment.
 */
export function DeliveryCutOffMessage({
  blok,
  context,
}: {
  blok: DeliveryCutOffMessageBlok;
  context: BlockContext;
}) {
  if (!context.shipping) return null;
  const timeZone = context.shipping.timeZone ?? SHOP_TIME_ZONE;
  const intl = createShopIntl(context.locale);
  const textOf = (message: CutOffMessage): string => {
    if (message.kind === 'empty') return '';
    const template = blok[fieldByKey[message.messageKey]] ?? '';
    const time = intl.formatDate(message.deadline, { hour: '2-digit', minute: '2-digit', timeZone });
    const date = intl.formatDate(message.deadline, {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      timeZone,
    });
    return template.replaceAll('{time}', time).replaceAll('{date}', date);
  };
  const timeline = cutOffMessageTimeline({ dates: context.shipping, now: context.now, timeZone });
  // Nothing to say now nor later: no block at all.
  if (timeline.every((period) => period.message === null)) return null;
  const periods: CutOffPeriod[] = timeline.map(({ from, message }) => ({
    from: from.getTime(),
    kind: message?.kind ?? 'none',
    text: message ? textOf(message) : '',
  }));
  return <CutOffText periods={periods} initial={0} />;
}
