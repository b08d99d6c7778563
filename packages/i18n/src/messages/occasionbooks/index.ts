import de from './de.json' with { type: 'json' };
import en from './en.json' with { type: 'json' };
import es from './es.json' with { type: 'json' };
import fr from './fr.json' with { type: 'json' };
import it from './it.json' with { type: 'json' };
import nl from './nl.json' with { type: 'json' };

/** The photobook page's occasion books (condolence book, guest book), offered where the channel's settings say so. */
export const occasionBooks = { de, en, es, fr, it, nl };
