import type { AppContext } from '../http/context.ts';
import { assetBaseOf } from '../content/cdn-api.ts';

/** A catalogue picture (tiles of themes, design groups, accessories) as an absolute URL on this API's image folder. */
export const catalogueImage = (c: AppContext, key: string) => `${assetBaseOf(c, undefined)}/images/catalogue/${key}.jpg`;
