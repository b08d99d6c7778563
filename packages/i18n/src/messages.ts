import type { Language } from '@shop/config/markets';
import { shell } from './messages/shell/index.ts';
import { navigation } from './messages/navigation/index.ts';
import { account } from './messages/account/index.ts';
import { dialogs } from './messages/dialogs/index.ts';
import { blocks } from './messages/blocks/index.ts';
import { calculator } from './messages/calculator/index.ts';
import { consent } from './messages/consent/index.ts';
import { products } from './messages/products/index.ts';
import { nextdoor } from './messages/nextdoor/index.ts';
import { screens } from './messages/screens/index.ts';
import { newsletter } from './messages/newsletter/index.ts';
import { occasionBooks } from './messages/occasionbooks/index.ts';
import { menus } from './messages/menus/index.ts';
import { security } from './messages/security/index.ts';
import { cards } from './messages/cards/index.ts';
import { productMedia } from './messages/productmedia/index.ts';
import { registration } from './messages/registration/index.ts';
import { wishlist } from './messages/wishlist/index.ts';
import { mails } from './messages/mails/index.ts';

/**
 * The catalogue is split into namespaces, one folder each (`messages/<namespace>/<lang>.json` plus an
 * `index.ts`), so features can own their texts. German is the source; tests check the others against it.
 */
const namespaces = [shell, navigation, account, dialogs, blocks, calculator, consent, products, nextdoor, screens, newsletter, occasionBooks, menus, security, cards, productMedia, registration, wishlist, mails] as const;

type Namespace = (typeof namespaces)[number];
type Ids<N> = N extends { de: infer D } ? keyof D : never;

export type MessageId = Ids<Namespace>;
export type Messages = Readonly<Record<string, string>>;

function merge(language: Language): Messages {
  return Object.assign({}, ...namespaces.map((namespace) => namespace[language])) as Messages;
}

/** The ICU message catalogue of every shop language. */
export const catalogues: Readonly<Record<Language, Messages>> = {
  de: merge('de'),
  en: merge('en'),
  es: merge('es'),
  fr: merge('fr'),
  it: merge('it'),
  nl: merge('nl'),
};

/** Every namespace, for tests that check each one on its own. */
export const messageNamespaces: readonly Readonly<Record<Language, Messages>>[] = namespaces;
