import de from './de.json' with { type: 'json' };
import en from './en.json' with { type: 'json' };
import es from './es.json' with { type: 'json' };
import fr from './fr.json' with { type: 'json' };
import it from './it.json' with { type: 'json' };
import nl from './nl.json' with { type: 'json' };

/** The product dialogs: image magnify, product description, 3D preview of a wall picture and the customer picture. */
export const productMedia = { de, en, es, fr, it, nl };
