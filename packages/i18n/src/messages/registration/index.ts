import de from './de.json' with { type: 'json' };
import en from './en.json' with { type: 'json' };
import es from './es.json' with { type: 'json' };
import fr from './fr.json' with { type: 'json' };
import it from './it.json' with { type: 'json' };
import nl from './nl.json' with { type: 'json' };

/**
 * Sign-up completed through a mailed link (route group `registration-verification`): the shop API's mails and log-in
 * message, the verification page, and the dialogs' "check your mail" and resend texts (`dialog.*`, handed to the shell).
 */
export const registration = { de, en, es, fr, it, nl };
