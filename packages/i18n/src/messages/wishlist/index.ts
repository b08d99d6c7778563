import de from './de.json' with { type: 'json' };
import en from './en.json' with { type: 'json' };
import es from './es.json' with { type: 'json' };
import fr from './fr.json' with { type: 'json' };
import it from './it.json' with { type: 'json' };
import nl from './nl.json' with { type: 'json' };

/** The wishlist: heart buttons, header entry and the wishlist page (channels with `hasWishlist`). */
export const wishlist = { de, en, es, fr, it, nl };
