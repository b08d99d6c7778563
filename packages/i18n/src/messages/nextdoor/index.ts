import de from './de.json' with { type: 'json' };
import en from './en.json' with { type: 'json' };
import es from './es.json' with { type: 'json' };
import fr from './fr.json' with { type: 'json' };
import it from './it.json' with { type: 'json' };
import nl from './nl.json' with { type: 'json' };

/** The systems next door as the shop's stand-ins show them: designer, cart, checkout, orders and the customer account. */
export const nextdoor = { de, en, es, fr, it, nl };
