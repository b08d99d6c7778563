import de from './de.json' with { type: 'json' };
import en from './en.json' with { type: 'json' };
import es from './es.json' with { type: 'json' };
import fr from './fr.json' with { type: 'json' };
import it from './it.json' with { type: 'json' };
import nl from './nl.json' with { type: 'json' };

/** Price notes (tax, shipping), photo box prices, Swiss card texts, sample cards, the content dialogs and the wishlist. */
export const screens = { de, en, es, fr, it, nl };
