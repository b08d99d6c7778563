import de from './de.json' with { type: 'json' };
import en from './en.json' with { type: 'json' };
import es from './es.json' with { type: 'json' };
import fr from './fr.json' with { type: 'json' };
import it from './it.json' with { type: 'json' };
import nl from './nl.json' with { type: 'json' };

/** The mails the shop API sends besides the sign-up's: password reset, newsletter confirmation (server only). */
export const mails = { de, en, es, fr, it, nl };
