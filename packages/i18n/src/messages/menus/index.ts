import de from './de.json' with { type: 'json' };
import en from './en.json' with { type: 'json' };
import es from './es.json' with { type: 'json' };
import fr from './fr.json' with { type: 'json' };
import it from './it.json' with { type: 'json' };
import nl from './nl.json' with { type: 'json' };

/** Keyboard and screen-reader labels of the menus (the flyouts' disclosure buttons). */
export const menus = { de, en, es, fr, it, nl };
