import de from './de.json' with { type: 'json' };
import en from './en.json' with { type: 'json' };
import es from './es.json' with { type: 'json' };
import fr from './fr.json' with { type: 'json' };
import it from './it.json' with { type: 'json' };
import nl from './nl.json' with { type: 'json' };

/** Texts of the shop API's protections the forms show (a password refused as too easy to guess). */
export const security = { de, en, es, fr, it, nl };
