import de from './de.json' with { type: 'json' };
import en from './en.json' with { type: 'json' };
import es from './es.json' with { type: 'json' };
import fr from './fr.json' with { type: 'json' };
import it from './it.json' with { type: 'json' };
import nl from './nl.json' with { type: 'json' };

/** The shop's own consent banner (channels without a consent provider) and the cookie-settings link. */
export const consent = { de, en, es, fr, it, nl };
