import type { Language } from '@shop/config/markets';
import de from './messages/de.json' with { type: 'json' };
import en from './messages/en.json' with { type: 'json' };
import es from './messages/es.json' with { type: 'json' };
import fr from './messages/fr.json' with { type: 'json' };
import it from './messages/it.json' with { type: 'json' };
import nl from './messages/nl.json' with { type: 'json' };

/** Message ids; German is the source catalogue, the others are checked against it by test. */
export type MessageId = keyof typeof de;
export type Messages = Readonly<Record<string, string>>;

/** The ICU message catalogue of every shop language. */
export const catalogues: Readonly<Record<Language, Messages>> = { de, en, es, fr, it, nl };
