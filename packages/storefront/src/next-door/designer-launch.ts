import 'server-only';
import type { ShopClient } from '@shop/api-client/shop/request';
import type { LaunchParams } from '@shop/domain/designer/launch-params';
import { readLaunchParams, type DesignerProduct, type LaunchProblem } from '@shop/domain/designer/read-launch-params';
import type { ShopIntl } from '@shop/i18n/intl';
import { buildDesignerArticle } from './designer-article.ts';

/** How a designer launch fares: usable, unusable (answered 400 with its problems), or not checkable now (shop API down). */
export type DesignerLaunchVerdict = 'ok' | 'bad' | 'unavailable';

/**
 * Checks a designer launch the way the stand-in page does: the parameters with the domain's rules, then the ids
 * against the shop API's catalogue (an unknown theme, design or box is as unusable as a malformed one). The proxy
 * uses it to answer 400; a shop API that cannot answer is no reason to blame the link.
 */
export async function checkDesignerLaunch(client: ShopClient, product: DesignerProduct, query: URLSearchParams): Promise<DesignerLaunchVerdict> {
  const reading = readLaunchParams(product, query);
  if (!reading.ok) return 'bad';
  try {
    return (await buildDesignerArticle(client, product, reading.params)).ok ? 'ok' : 'bad';
  } catch {
    return 'unavailable';
  }
}

/** The translated line the stand-in shows for each problem: the parameter's name, and its value when it has one. */
export function describeLaunchProblems(
  problems: readonly LaunchProblem[],
  params: LaunchParams,
  intl: ShopIntl,
): string[] {
  return problems.map((problem) =>
    problem.kind === 'missing'
      ? intl.t('designer.error.missing', { param: problem.param })
      : intl.t('designer.error.invalid', { param: problem.param, value: params[problem.param] ?? '' }),
  );
}
