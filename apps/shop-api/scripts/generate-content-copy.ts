/** The shop copy of the seeded content space, per language. Edited here, written into content/ by generate-content.ts. */

export type Lang = 'de' | 'en' | 'es' | 'fr' | 'it' | 'nl';
export const langs: readonly Lang[] = ['de', 'en', 'es', 'fr', 'it', 'nl'];

type PerLang<T> = Record<Lang, T>;

export interface PageCopy {
  slug: string;
  name: string;
  headline: string;
  text: string;
}

/** Content paths (without the leading slash) of the pages that exist in every language. */
export const slugs = {
  calendars: { de: 'fotokalender', en: 'photo-calendars', es: 'calendario-personalizado', fr: 'calendrier-photo', it: 'calendario-personalizzato', nl: 'fotokalender' },
  photobox: { de: 'bilderbox', en: 'photo-box', es: 'caja-de-foto', fr: 'box-photos', it: 'scatola-con-foto', nl: 'fotobox' },
  prints: { de: 'fotoabzuege', en: 'photo-prints', es: 'revelado-de-fotos', fr: 'tirages-photos', it: 'stampa-foto', nl: 'fotoafdrukken' },
  canvas: { de: 'leinwanddruck', en: 'canvas-prints', es: 'impresion-sobre-lienzo', fr: 'impression-sur-toile', it: 'stampa-su-tela', nl: 'afdruk-op-canvas' },
  wallart: { de: 'wandbilder', en: 'wall-art', es: 'cuadros-personalizados', fr: 'deco-murale', it: 'stampe-da-parete', nl: 'wanddecoratie' },
  photobooks: { de: 'fotobuch', en: 'photo-book', es: 'fotolibro', fr: 'livre-photo', it: 'fotolibro', nl: 'fotoboek' },
  cards: { de: 'karten', en: 'cards', es: 'tarjetas', fr: 'cartes', it: 'biglietti', nl: 'kaarten' },
  collages: { de: 'collage', en: 'collage', es: 'collage', fr: 'collage', it: 'collage', nl: 'collage' },
  wishlist: { de: 'merkzettel', en: 'wishlist', es: 'lista-de-deseos', fr: 'liste-de-souhaits', it: 'lista-dei-desideri', nl: 'verlanglijst' },
  showcase: { de: 'ideen-und-angebote', en: 'ideas-and-offers', es: 'ideas-y-ofertas', fr: 'idees-et-offres', it: 'idee-e-offerte', nl: 'ideeen-en-aanbiedingen' },
  oldCalendars: { de: 'kalender', en: 'calendars', es: 'calendarios', fr: 'calendriers', it: 'calendari', nl: 'kalenders' },
  oldCanvas: { de: 'leinwand', en: 'canvas', es: 'lienzo', fr: 'toile', it: 'tela', nl: 'canvas' },
} satisfies Record<string, PerLang<string>>;

export const themeSlugs = {
  kartenliebe: {
    wedding: { de: 'hochzeit', en: 'wedding', es: 'boda', fr: 'mariage', it: 'matrimonio', nl: 'bruiloft' },
    birth: { de: 'geburt', en: 'birth', es: 'nacimiento', fr: 'naissance', it: 'nascita', nl: 'geboorte' },
    christmas: { de: 'weihnachten', en: 'christmas', es: 'navidad', fr: 'noel', it: 'natale', nl: 'kerst' },
    birthday: { de: 'geburtstag', en: 'birthday', es: 'cumpleanos', fr: 'anniversaire', it: 'compleanno', nl: 'verjaardag' },
  },
  wallart: {
    nature: { de: 'natur', en: 'nature', es: 'naturaleza', fr: 'nature', it: 'natura', nl: 'natuur' },
    cities: { de: 'staedte', en: 'cities', es: 'ciudades', fr: 'villes', it: 'citta', nl: 'steden' },
    family: { de: 'familie', en: 'family', es: 'familia', fr: 'famille', it: 'famiglia', nl: 'familie' },
    travel: { de: 'reisen', en: 'travel', es: 'viajes', fr: 'voyages', it: 'viaggi', nl: 'reizen' },
  },
} as const;

/** Occasion keys of spec point 3 for the card themes. */
export const themeOccasion: Record<string, string> = { wedding: 'hochzeit', birth: 'geburt', christmas: 'weihnachten-privat', birthday: 'geburtstag' };

export const themeNames: Record<string, PerLang<string>> = {
  wedding: { de: 'Hochzeit', en: 'Wedding', es: 'Boda', fr: 'Mariage', it: 'Matrimonio', nl: 'Bruiloft' },
  birth: { de: 'Geburt', en: 'Birth', es: 'Nacimiento', fr: 'Naissance', it: 'Nascita', nl: 'Geboorte' },
  christmas: { de: 'Weihnachten', en: 'Christmas', es: 'Navidad', fr: 'Noël', it: 'Natale', nl: 'Kerst' },
  birthday: { de: 'Geburtstag', en: 'Birthday', es: 'Cumpleaños', fr: 'Anniversaire', it: 'Compleanno', nl: 'Verjaardag' },
  nature: { de: 'Natur', en: 'Nature', es: 'Naturaleza', fr: 'Nature', it: 'Natura', nl: 'Natuur' },
  cities: { de: 'Städte', en: 'Cities', es: 'Ciudades', fr: 'Villes', it: 'Città', nl: 'Steden' },
  family: { de: 'Familie', en: 'Family', es: 'Familia', fr: 'Famille', it: 'Famiglia', nl: 'Familie' },
  travel: { de: 'Reisen', en: 'Travel', es: 'Viajes', fr: 'Voyages', it: 'Viaggi', nl: 'Reizen' },
};

export const themeTexts: PerLang<(theme: string) => string> = {
  de: (t) => `Unsere schönsten Motive zum Thema ${t}: persönlich gestaltet, hochwertig gedruckt und schnell bei dir.`,
  en: (t) => `Our most beautiful ${t.toLowerCase()} designs: personalised by you, printed in top quality and delivered fast.`,
  es: (t) => `Nuestros diseños más bonitos de ${t.toLowerCase()}: personalizados por ti, impresos con gran calidad y entregados rápido.`,
  fr: (t) => `Nos plus beaux motifs sur le thème ${t} : personnalisés par vos soins, imprimés avec soin et livrés rapidement.`,
  it: (t) => `I nostri motivi più belli sul tema ${t}: personalizzati da te, stampati con cura e consegnati in fretta.`,
  nl: (t) => `Onze mooiste ontwerpen rond ${t.toLowerCase()}: door jou gepersonaliseerd, prachtig gedrukt en snel bezorgd.`,
};

/** Name, headline and text per page; `{channel}` pages differ per channel. */
export const pages: Record<string, PerLang<Omit<PageCopy, 'slug'>>> = {
  homeKartenliebe: {
    de: { name: 'Startseite', headline: 'Karten, die von Herzen kommen', text: 'Gestalte Einladungen, Danksagungen und Fotobücher mit deinen schönsten Momenten.' },
    en: { name: 'Home', headline: 'Cards that come from the heart', text: 'Design invitations, thank-you cards and photo books with your favourite moments.' },
    es: { name: 'Inicio', headline: 'Tarjetas que salen del corazón', text: 'Diseña invitaciones, tarjetas de agradecimiento y fotolibros con tus mejores momentos.' },
    fr: { name: 'Accueil', headline: 'Des cartes qui viennent du cœur', text: 'Créez faire-part, cartes de remerciement et livres photo avec vos plus beaux moments.' },
    it: { name: 'Home', headline: 'Biglietti che vengono dal cuore', text: 'Crea partecipazioni, biglietti di ringraziamento e fotolibri con i tuoi momenti più belli.' },
    nl: { name: 'Home', headline: 'Kaarten die uit het hart komen', text: 'Ontwerp uitnodigingen, bedankkaarten en fotoboeken met je mooiste momenten.' },
  },
  homeWallart: {
    de: { name: 'Startseite', headline: 'Deine Fotos als Wandbild', text: 'Poster, Leinwand, Acrylglas und Alu-Dibond: in Galeriequalität gedruckt und schnell geliefert.' },
    en: { name: 'Home', headline: 'Your photos as wall art', text: 'Posters, canvas, acrylic glass and Alu-Dibond: printed in gallery quality and delivered fast.' },
    es: { name: 'Inicio', headline: 'Tus fotos como cuadro', text: 'Pósters, lienzos, metacrilato y Alu-Dibond: impresos con calidad de galería y entrega rápida.' },
    fr: { name: 'Accueil', headline: 'Vos photos en déco murale', text: 'Posters, toiles, verre acrylique et Alu-Dibond : une qualité galerie, livrée rapidement.' },
    it: { name: 'Home', headline: 'Le tue foto come quadro', text: 'Poster, tela, vetro acrilico e Alu-Dibond: qualità da galleria e consegna rapida.' },
    nl: { name: 'Home', headline: 'Jouw foto’s aan de muur', text: 'Poster, canvas, acrylglas en Alu-Dibond: in galeriekwaliteit gedrukt en snel geleverd.' },
  },
  desktop: {
    de: { name: 'Desktop-Startseite', headline: 'Willkommen in der Gestaltungssoftware', text: 'Starte ein neues Projekt oder öffne einen gespeicherten Entwurf.' },
    en: { name: 'Desktop home', headline: 'Welcome to the design software', text: 'Start a new project or open a saved draft.' },
    es: { name: 'Inicio de escritorio', headline: 'Bienvenido al software de diseño', text: 'Empieza un nuevo proyecto o abre un borrador guardado.' },
    fr: { name: 'Accueil bureau', headline: 'Bienvenue dans le logiciel de création', text: 'Commencez un nouveau projet ou ouvrez un brouillon enregistré.' },
    it: { name: 'Home desktop', headline: 'Benvenuto nel software di design', text: 'Inizia un nuovo progetto o apri una bozza salvata.' },
    nl: { name: 'Desktop-startpagina', headline: 'Welkom in de ontwerpsoftware', text: 'Begin een nieuw project of open een opgeslagen ontwerp.' },
  },
  calendars: {
    de: { name: 'Fotokalender', headline: 'Fotokalender gestalten', text: 'Zwölf Monate voller Erinnerungen: Wandkalender, Tischkalender und Familienplaner ab A5.' },
    en: { name: 'Photo calendars', headline: 'Create a photo calendar', text: 'Twelve months of memories: wall calendars, desk calendars and family planners from A5.' },
    es: { name: 'Calendarios personalizados', headline: 'Crea tu calendario con fotos', text: 'Doce meses de recuerdos: calendarios de pared, de mesa y planificadores familiares desde A5.' },
    fr: { name: 'Calendrier photo', headline: 'Créer un calendrier photo', text: 'Douze mois de souvenirs : calendriers muraux, de bureau et planificateurs familiaux dès A5.' },
    it: { name: 'Calendario personalizzato', headline: 'Crea il tuo calendario con foto', text: 'Dodici mesi di ricordi: calendari da parete, da tavolo e planner per la famiglia dal formato A5.' },
    nl: { name: 'Fotokalender', headline: 'Fotokalender maken', text: 'Twaalf maanden vol herinneringen: wandkalenders, bureaukalenders en familieplanners vanaf A5.' },
  },
  photobox: {
    de: { name: 'Bilderbox', headline: 'Die Bilderbox für deine Lieblingsfotos', text: 'Bis zu 100 Fotoabzüge in einer stabilen Box mit eigenem Deckelmotiv.' },
    en: { name: 'Photo box', headline: 'The photo box for your favourite shots', text: 'Up to 100 prints in a sturdy box with your own photo on the lid.' },
    es: { name: 'Caja de fotos', headline: 'La caja para tus fotos favoritas', text: 'Hasta 100 copias en una caja resistente con tu foto en la tapa.' },
    fr: { name: 'Box photos', headline: 'La box pour vos photos préférées', text: 'Jusqu’à 100 tirages dans une boîte robuste avec votre photo sur le couvercle.' },
    it: { name: 'Scatola con foto', headline: 'La scatola per le tue foto preferite', text: 'Fino a 100 stampe in una scatola robusta con la tua foto sul coperchio.' },
    nl: { name: 'Fotobox', headline: 'De fotobox voor je mooiste foto’s', text: 'Tot 100 afdrukken in een stevige doos met je eigen foto op het deksel.' },
  },
  prints: {
    de: { name: 'Fotoabzüge', headline: 'Fotoabzüge in Laborqualität', text: 'Glänzend, matt oder auf Hahnemühle-Papier – von 10×10 bis 30×20 cm.' },
    en: { name: 'Photo prints', headline: 'Photo prints in lab quality', text: 'Glossy, matt or on Hahnemühle paper – from 4×4 to 12×8 inches.' },
    es: { name: 'Revelado de fotos', headline: 'Revelado de fotos con calidad de laboratorio', text: 'Brillo, mate o papel Hahnemühle: de 10×10 a 30×20 cm.' },
    fr: { name: 'Tirages photos', headline: 'Tirages photo de qualité labo', text: 'Brillant, mat ou sur papier Hahnemühle – du 10×10 au 30×20 cm.' },
    it: { name: 'Stampa foto', headline: 'Stampe fotografiche di qualità professionale', text: 'Lucide, opache o su carta Hahnemühle: da 10×10 a 30×20 cm.' },
    nl: { name: 'Fotoafdrukken', headline: 'Fotoafdrukken in labkwaliteit', text: 'Glanzend, mat of op Hahnemühle-papier – van 10×10 tot 30×20 cm.' },
  },
  canvas: {
    de: { name: 'Leinwanddruck', headline: 'Dein Foto auf Leinwand', text: 'Auf Keilrahmen gespannt, mit gespiegelter Kante und fertig zum Aufhängen.' },
    en: { name: 'Canvas prints', headline: 'Your photo on canvas', text: 'Stretched on a wooden frame, with mirrored edges and ready to hang.' },
    es: { name: 'Impresión sobre lienzo', headline: 'Tu foto sobre lienzo', text: 'Tensado sobre bastidor, con bordes en espejo y listo para colgar.' },
    fr: { name: 'Impression sur toile', headline: 'Votre photo sur toile', text: 'Tendue sur châssis, bords en miroir, prête à accrocher.' },
    it: { name: 'Stampa su tela', headline: 'La tua foto su tela', text: 'Montata su telaio, con bordi a specchio e pronta da appendere.' },
    nl: { name: 'Afdruk op canvas', headline: 'Jouw foto op canvas', text: 'Op een houten frame gespannen, met gespiegelde rand en klaar om op te hangen.' },
  },
  wallart: {
    de: { name: 'Wandbilder', headline: 'Wandbilder für jeden Raum', text: 'Finde das passende Material: vom klassischen Poster bis zum Fine-Art-Druck auf Hahnemühle.' },
    en: { name: 'Wall Art', headline: 'Wall art for every room', text: 'Find the right material: from a classic poster to a fine art print on Hahnemühle.' },
    es: { name: 'Cuadros personalizados', headline: 'Cuadros para cada estancia', text: 'Encuentra el material ideal: del póster clásico a la impresión Fine Art en Hahnemühle.' },
    fr: { name: 'Déco murale', headline: 'Une déco murale pour chaque pièce', text: 'Trouvez le bon support : du poster classique au tirage Fine Art sur Hahnemühle.' },
    it: { name: 'Stampe da parete', headline: 'Stampe da parete per ogni stanza', text: 'Scegli il materiale giusto: dal poster classico alla stampa Fine Art su Hahnemühle.' },
    nl: { name: 'Wanddecoratie', headline: 'Wanddecoratie voor elke kamer', text: 'Kies het juiste materiaal: van klassieke poster tot fine-art-print op Hahnemühle.' },
  },
  photobooks: {
    de: { name: 'Fotobuch', headline: 'Dein Fotobuch, deine Geschichte', text: 'Hardcover oder Softcover, matt oder glänzend – ab 24 Seiten, in vielen Formaten.' },
    en: { name: 'Photo book', headline: 'Your photo book, your story', text: 'Hardcover or softcover, matt or glossy – from 24 pages in many formats.' },
    es: { name: 'Fotolibro', headline: 'Tu fotolibro, tu historia', text: 'Tapa dura o blanda, mate o brillante: desde 24 páginas y en muchos formatos.' },
    fr: { name: 'Livre photo', headline: 'Votre livre photo, votre histoire', text: 'Couverture rigide ou souple, mat ou brillant – dès 24 pages, dans de nombreux formats.' },
    it: { name: 'Fotolibro', headline: 'Il tuo fotolibro, la tua storia', text: 'Copertina rigida o morbida, opaca o lucida: da 24 pagine in tanti formati.' },
    nl: { name: 'Fotoboek', headline: 'Jouw fotoboek, jouw verhaal', text: 'Hardcover of softcover, mat of glanzend – vanaf 24 pagina’s, in veel formaten.' },
  },
  cards: {
    de: { name: 'Karten', headline: 'Karten für jeden Anlass', text: 'Hochzeit, Geburt, Taufe oder Weihnachten: über 3.000 Designs mit Umschlag und Veredelung.' },
    en: { name: 'Cards', headline: 'Cards for every occasion', text: 'Wedding, birth, christening or Christmas: over 3,000 designs with envelopes and finishes.' },
    es: { name: 'Tarjetas', headline: 'Tarjetas para cada ocasión', text: 'Boda, nacimiento, bautizo o Navidad: más de 3.000 diseños con sobre y acabados.' },
    fr: { name: 'Cartes', headline: 'Des cartes pour chaque occasion', text: 'Mariage, naissance, baptême ou Noël : plus de 3 000 modèles avec enveloppe et finitions.' },
    it: { name: 'Biglietti', headline: 'Biglietti per ogni occasione', text: 'Matrimonio, nascita, battesimo o Natale: oltre 3.000 design con busta e nobilitazioni.' },
    nl: { name: 'Kaarten', headline: 'Kaarten voor elke gelegenheid', text: 'Bruiloft, geboorte, doop of kerst: meer dan 3.000 ontwerpen met envelop en afwerking.' },
  },
  collages: {
    de: { name: 'Collage', headline: 'Fotocollage gestalten', text: 'Viele Fotos, ein Bild: wähle eine Vorlage und fülle sie mit deinen Erinnerungen.' },
    en: { name: 'Collage', headline: 'Create a photo collage', text: 'Many photos, one picture: choose a layout and fill it with your memories.' },
    es: { name: 'Collage', headline: 'Crea un collage de fotos', text: 'Muchas fotos, un solo cuadro: elige una plantilla y llénala de recuerdos.' },
    fr: { name: 'Collage', headline: 'Créer un collage photo', text: 'Plusieurs photos, une seule image : choisissez un modèle et remplissez-le de souvenirs.' },
    it: { name: 'Collage', headline: 'Crea un collage di foto', text: 'Tante foto, un’unica immagine: scegli un modello e riempilo di ricordi.' },
    nl: { name: 'Collage', headline: 'Fotocollage maken', text: 'Veel foto’s, één beeld: kies een sjabloon en vul het met je herinneringen.' },
  },
  wishlist: {
    de: { name: 'Merkzettel', headline: 'Dein Merkzettel', text: 'Hier findest du alle Designs, die du dir gemerkt hast.' },
    en: { name: 'Wishlist', headline: 'Your wishlist', text: 'All the designs you have saved are waiting for you here.' },
    es: { name: 'Lista de deseos', headline: 'Tu lista de deseos', text: 'Aquí encontrarás todos los diseños que has guardado.' },
    fr: { name: 'Liste de souhaits', headline: 'Votre liste de souhaits', text: 'Retrouvez ici tous les modèles que vous avez enregistrés.' },
    it: { name: 'Lista dei desideri', headline: 'La tua lista dei desideri', text: 'Qui trovi tutti i design che hai salvato.' },
    nl: { name: 'Verlanglijst', headline: 'Jouw verlanglijst', text: 'Hier vind je alle ontwerpen die je hebt bewaard.' },
  },
  themes: {
    de: { name: 'Themen', headline: 'Themenwelten', text: 'Lass dich von unseren Themenwelten inspirieren.' },
    en: { name: 'Themes', headline: 'Themes', text: 'Get inspired by our themed collections.' },
    es: { name: 'Temas', headline: 'Mundos temáticos', text: 'Inspírate con nuestras colecciones temáticas.' },
    fr: { name: 'Thèmes', headline: 'Univers thématiques', text: 'Laissez-vous inspirer par nos collections thématiques.' },
    it: { name: 'Temi', headline: 'Mondi tematici', text: 'Lasciati ispirare dalle nostre collezioni a tema.' },
    nl: { name: 'Thema’s', headline: 'Themawerelden', text: 'Laat je inspireren door onze themacollecties.' },
  },
  error: {
    de: { name: 'Fehlerseite', headline: 'Diese Seite gibt es leider nicht', text: 'Vielleicht hat sich ein Tippfehler eingeschlichen. Über die Navigation findest du zurück zu unseren Produkten.' },
    en: { name: 'Error page', headline: 'Sorry, this page does not exist', text: 'There may be a typo in the address. Use the navigation to find your way back to our products.' },
    es: { name: 'Página de error', headline: 'Lo sentimos, esta página no existe', text: 'Puede que haya un error en la dirección. Usa la navegación para volver a nuestros productos.' },
    fr: { name: 'Page d’erreur', headline: 'Désolé, cette page n’existe pas', text: 'L’adresse contient peut-être une faute de frappe. La navigation vous ramène à nos produits.' },
    it: { name: 'Pagina di errore', headline: 'Spiacenti, questa pagina non esiste', text: 'Forse c’è un errore nell’indirizzo. Usa la navigazione per tornare ai nostri prodotti.' },
    nl: { name: 'Foutpagina', headline: 'Deze pagina bestaat helaas niet', text: 'Misschien zit er een typefout in het adres. Via de navigatie vind je onze producten terug.' },
  },
  privacy: {
    de: { name: 'Datenschutz', headline: 'Datenschutzerklärung', text: 'Wir verarbeiten deine Daten nur, um deine Bestellung auszuführen und unseren Service zu verbessern. Hier erfährst du, welche Daten wir speichern und welche Rechte du hast.' },
    en: { name: 'Privacy policy', headline: 'Privacy policy', text: 'We only process your data to fulfil your order and improve our service. Here you can read which data we store and which rights you have.' },
    es: { name: 'Política de privacidad', headline: 'Política de privacidad', text: 'Solo tratamos tus datos para gestionar tu pedido y mejorar nuestro servicio. Aquí puedes leer qué datos guardamos y qué derechos tienes.' },
    fr: { name: 'Protection des données', headline: 'Protection des données', text: 'Nous traitons vos données uniquement pour exécuter votre commande et améliorer notre service. Découvrez ici quelles données nous conservons et quels sont vos droits.' },
    it: { name: 'Informativa sulla privacy', headline: 'Informativa sulla privacy', text: 'Trattiamo i tuoi dati solo per evadere il tuo ordine e migliorare il nostro servizio. Qui scopri quali dati conserviamo e quali diritti hai.' },
    nl: { name: 'Privacyverklaring', headline: 'Privacyverklaring', text: 'We verwerken je gegevens alleen om je bestelling uit te voeren en onze service te verbeteren. Hier lees je welke gegevens we bewaren en welke rechten je hebt.' },
  },
  showcase: {
    de: { name: 'Ideen und Angebote', headline: 'Ideen und Angebote', text: 'Aktionen, Gutscheine und Inspiration für dein nächstes Projekt.' },
    en: { name: 'Ideas and offers', headline: 'Ideas and offers', text: 'Promotions, vouchers and inspiration for your next project.' },
    es: { name: 'Ideas y ofertas', headline: 'Ideas y ofertas', text: 'Promociones, cupones e inspiración para tu próximo proyecto.' },
    fr: { name: 'Idées et offres', headline: 'Idées et offres', text: 'Promotions, bons d’achat et inspiration pour votre prochain projet.' },
    it: { name: 'Idee e offerte', headline: 'Idee e offerte', text: 'Promozioni, buoni e ispirazione per il tuo prossimo progetto.' },
    nl: { name: 'Ideeën en aanbiedingen', headline: 'Ideeën en aanbiedingen', text: 'Acties, waardebonnen en inspiratie voor je volgende project.' },
  },
};

/** The draft differs from the published start page: editors see this headline in preview only. */
export const draftHeadlines: PerLang<string> = {
  de: 'Neu: Die Winterkollektion ist da',
  en: 'New: the winter collection has arrived',
  es: 'Novedad: ya está aquí la colección de invierno',
  fr: 'Nouveau : la collection d’hiver est arrivée',
  it: 'Novità: è arrivata la collezione invernale',
  nl: 'Nieuw: de wintercollectie is er',
};

/** What the release "Weihnachten 2026" publishes on the start pages. */
export const releaseHeadlines: PerLang<string> = {
  de: 'Frohe Weihnachten: 20 % auf alle Fotogeschenke',
  en: 'Merry Christmas: 20% off all photo gifts',
  es: 'Feliz Navidad: 20 % en todos los regalos con foto',
  fr: 'Joyeux Noël : –20 % sur tous les cadeaux photo',
  it: 'Buon Natale: 20% su tutti i regali con foto',
  nl: 'Fijne feestdagen: 20% korting op alle fotocadeaus',
};

export const words: PerLang<Record<string, string>> = {
  de: {
    cta: 'Jetzt gestalten', more: 'Mehr erfahren', usp1: 'Kostenloser Versand ab 49 €', usp2: 'Versand in 24 Stunden', usp3: '100 % Zufriedenheitsgarantie',
    magazine: 'Magazin', service: 'Hilfe & Kontakt', account: 'Mein Konto', cart: 'Warenkorb', serviceText: 'Wir sind Mo–Fr von 8 bis 18 Uhr für dich da.',
    vouchers: 'Gutscheine', help: 'Hilfe & FAQ', apps: 'Apps', aboutUs: 'Über uns', contact: 'Kontakt', shipping: 'Versandkosten', imprint: 'Impressum', terms: 'AGB', payment: 'Zahlungsarten', company: 'Unternehmen', serviceColumn: 'Service', legal: 'Rechtliches',
    allWallArt: 'Alle Wandbilder', materials: 'Materialien', formats: 'Beliebte Formate', inspiration: 'Inspiration', new: 'Neu', sale: 'Sale', framed: 'Gerahmt', fineArt: 'Fine Art', rooms: 'Räume', livingRoom: 'Wohnzimmer', bedroom: 'Schlafzimmer', kitchen: 'Küche',
    weddingCards: 'Hochzeitskarten', invitations: 'Einladungskarten', saveTheDate: 'Save the Date', thankYou: 'Dankeskarten', birthCards: 'Geburtskarten', baptismCards: 'Taufkarten', christmasCards: 'Weihnachtskarten', christmasPrivate: 'Privat', christmasBusiness: 'Geschäftlich', hardcover: 'Hardcover', softcover: 'Softcover', layflat: 'Echtfotobuch', wallCalendar: 'Wandkalender', deskCalendar: 'Tischkalender', familyPlanner: 'Familienplaner', accessories: 'Zubehör', envelopes: 'Umschläge', ribbons: 'Bänder',
    weddingShop: 'Hochzeitsshop', babyShop: 'Babyshop', businessShop: 'Geschäftskunden', disneyShop: 'Disney Shop',
    topDeal: 'TOP DEAL', calculatorHeadline: 'Preis berechnen', moreFormats: 'Weitere Formate', ownFormat: 'Eigenes Format',
    voucherHeadline: '10 % Neukundenrabatt', voucherText: 'Gilt für deine erste Bestellung ab 30 € Warenwert.', contactHeadline: 'Wir helfen dir gerne', contactText: 'Schreib uns – wir antworten innerhalb eines Werktags.', subjectOrder: 'Frage zur Bestellung', subjectProduct: 'Frage zum Produkt', subjectOther: 'Sonstiges',
    matrixHeadline: 'Materialien im Vergleich', matrixDurability: 'Haltbarkeit', matrixLook: 'Optik', matrixPrice: 'Preisklasse', looksMatt: 'matt', looksGlossy: 'glänzend', looksBrilliant: 'brillant', durable50: 'über 50 Jahre', durable75: 'über 75 Jahre', priceLow: 'günstig', priceMid: 'mittel', priceHigh: 'gehoben',
    themesHeadline: 'Beliebte Themen', countdownHeadline: 'Nur noch kurz: Bestellen bis Weihnachten', countdownText: 'Bestelle bis zum 18. Dezember, damit dein Geschenk pünktlich ankommt.',
    abOn: 'Jetzt neu: Express-Versand in 24 Stunden', abOff: 'Schneller Versand in 2–3 Werktagen',
    lodSafetyToday: 'Heute bis {time} Uhr bestellen, Lieferung garantiert', lodSafetyTomorrow: 'Morgen bis {time} Uhr bestellen, Lieferung garantiert', lodToday: 'Heute bis {time} Uhr bestellt, morgen versendet', lodTomorrow: 'Morgen bis {time} Uhr bestellt, übermorgen versendet', lodDefault: 'Bestelle bis {date}, {time} Uhr', lodExpressToday: 'Express: heute bis {time} Uhr bestellen', lodExpressTomorrow: 'Express: morgen bis {time} Uhr bestellen', lodExpressDefault: 'Express bis {date}, {time} Uhr', lodSaturday: 'Samstagszustellung: bis {date}, {time} Uhr bestellen',
    newsletterHeadline: 'Newsletter abonnieren', newsletterText: 'Ideen, Aktionen und 10 % Rabatt auf deine nächste Bestellung.', newsletterButton: 'Anmelden', newsletterPlaceholder: 'Deine E-Mail-Adresse',
    feedHeadline: 'Neu im Shop', shopHeadline: 'Unsere Bestseller', subTeaserGift: 'Geschenkideen', subTeaserGiftText: 'Persönliche Geschenke für jeden Anlass.', subTeaserQuality: 'Unsere Qualität', subTeaserQualityText: 'Gedruckt in Deutschland auf ausgewählten Papieren.',
    detailCalendar: 'Wandkalender A4 hoch', overviewCalendar: 'Alle Kalender', detailCard: 'Hochzeitseinladung „Eukalyptus“', overviewCard: 'Alle Hochzeitskarten', detailCollage: 'Collage „Sommer“', overviewCollage: 'Alle Collagen', detailPhotobook: 'Fotobuch A4 quer', overviewPhotobook: 'Alle Fotobücher', detailAccessory: 'Umschlag C6 Kraftpapier', overviewAccessory: 'Alles Zubehör',
    richText: 'Noch unentschlossen? Entdecke unsere', richTextLink: 'Fotokalender',
    desktopNew: 'Neues Projekt', desktopOpen: 'Entwurf öffnen', draftOnlyName: 'Winteraktion (Entwurf)', draftOnlyHeadline: 'Winteraktion – noch nicht veröffentlicht', oldCalendarsName: 'Kalender (Weiterleitung)', oldCanvasName: 'Leinwand (Weiterleitung)', oldOffersName: 'Angebote (Weiterleitung)',
    hotlineDisplay: '030 2312 5000',
  },
  en: {
    cta: 'Design now', more: 'Learn more', usp1: 'Free shipping over £45', usp2: 'Dispatched within 24 hours', usp3: '100% satisfaction guarantee',
    magazine: 'Magazine', service: 'Help & contact', account: 'My account', cart: 'Basket', serviceText: 'We are here for you Mon–Fri, 8 am to 6 pm.',
    vouchers: 'Vouchers', help: 'Help & FAQ', apps: 'Apps', aboutUs: 'About us', contact: 'Contact', shipping: 'Shipping costs', imprint: 'Legal notice', terms: 'Terms & conditions', payment: 'Payment methods', company: 'Company', serviceColumn: 'Service', legal: 'Legal',
    allWallArt: 'All wall art', materials: 'Materials', formats: 'Popular sizes', inspiration: 'Inspiration', new: 'New', sale: 'Sale', framed: 'Framed', fineArt: 'Fine art', rooms: 'Rooms', livingRoom: 'Living room', bedroom: 'Bedroom', kitchen: 'Kitchen',
    weddingCards: 'Wedding cards', invitations: 'Invitations', saveTheDate: 'Save the date', thankYou: 'Thank-you cards', birthCards: 'Birth announcements', baptismCards: 'Christening cards', christmasCards: 'Christmas cards', christmasPrivate: 'Personal', christmasBusiness: 'Business', hardcover: 'Hardcover', softcover: 'Softcover', layflat: 'Layflat photo book', wallCalendar: 'Wall calendar', deskCalendar: 'Desk calendar', familyPlanner: 'Family planner', accessories: 'Accessories', envelopes: 'Envelopes', ribbons: 'Ribbons',
    weddingShop: 'Wedding shop', babyShop: 'Baby shop', businessShop: 'Business customers', disneyShop: 'Disney shop',
    topDeal: 'TOP DEAL', calculatorHeadline: 'Calculate your price', moreFormats: 'More sizes', ownFormat: 'Custom size',
    voucherHeadline: '10% off for new customers', voucherText: 'Valid for your first order over £30.', contactHeadline: 'We are happy to help', contactText: 'Write to us – we reply within one working day.', subjectOrder: 'Question about my order', subjectProduct: 'Question about a product', subjectOther: 'Something else',
    matrixHeadline: 'Compare materials', matrixDurability: 'Durability', matrixLook: 'Finish', matrixPrice: 'Price range', looksMatt: 'matt', looksGlossy: 'glossy', looksBrilliant: 'brilliant', durable50: 'over 50 years', durable75: 'over 75 years', priceLow: 'budget', priceMid: 'mid-range', priceHigh: 'premium',
    themesHeadline: 'Popular themes', countdownHeadline: 'Not long left: order in time for Christmas', countdownText: 'Order by 18 December so your gift arrives on time.',
    abOn: 'New: express delivery within 24 hours', abOff: 'Fast delivery in 2–3 working days',
    lodSafetyToday: 'Order today by {time} for guaranteed delivery', lodSafetyTomorrow: 'Order tomorrow by {time} for guaranteed delivery', lodToday: 'Order today by {time}, dispatched tomorrow', lodTomorrow: 'Order tomorrow by {time}, dispatched the day after', lodDefault: 'Order by {date}, {time}', lodExpressToday: 'Express: order today by {time}', lodExpressTomorrow: 'Express: order tomorrow by {time}', lodExpressDefault: 'Express until {date}, {time}', lodSaturday: 'Saturday delivery: order by {date}, {time}',
    newsletterHeadline: 'Subscribe to our newsletter', newsletterText: 'Ideas, offers and 10% off your next order.', newsletterButton: 'Subscribe', newsletterPlaceholder: 'Your email address',
    feedHeadline: 'New in the shop', shopHeadline: 'Our bestsellers', subTeaserGift: 'Gift ideas', subTeaserGiftText: 'Personal gifts for every occasion.', subTeaserQuality: 'Our quality', subTeaserQualityText: 'Printed in Germany on carefully selected papers.',
    detailCalendar: 'Wall calendar A4 portrait', overviewCalendar: 'All calendars', detailCard: 'Wedding invitation “Eucalyptus”', overviewCard: 'All wedding cards', detailCollage: 'Collage “Summer”', overviewCollage: 'All collages', detailPhotobook: 'Photo book A4 landscape', overviewPhotobook: 'All photo books', detailAccessory: 'C6 kraft paper envelope', overviewAccessory: 'All accessories',
    richText: 'Still undecided? Discover our', richTextLink: 'photo calendars',
    desktopNew: 'New project', desktopOpen: 'Open draft', draftOnlyName: 'Winter campaign (draft)', draftOnlyHeadline: 'Winter campaign – not published yet', oldCalendarsName: 'Calendars (redirect)', oldCanvasName: 'Canvas (redirect)', oldOffersName: 'Offers (redirect)',
    hotlineDisplay: '020 7946 0000',
  },
  es: {
    cta: 'Diseñar ahora', more: 'Más información', usp1: 'Envío gratis a partir de 49 €', usp2: 'Envío en 24 horas', usp3: 'Garantía de satisfacción del 100 %',
    magazine: 'Revista', service: 'Ayuda y contacto', account: 'Mi cuenta', cart: 'Cesta', serviceText: 'Te atendemos de lunes a viernes de 8 a 18 h.',
    vouchers: 'Cupones', help: 'Ayuda y preguntas frecuentes', apps: 'Apps', aboutUs: 'Quiénes somos', contact: 'Contacto', shipping: 'Gastos de envío', imprint: 'Aviso legal', terms: 'Condiciones generales', payment: 'Formas de pago', company: 'Empresa', serviceColumn: 'Servicio', legal: 'Legal',
    allWallArt: 'Todos los cuadros', materials: 'Materiales', formats: 'Formatos populares', inspiration: 'Inspiración', new: 'Nuevo', sale: 'Rebajas', framed: 'Enmarcados', fineArt: 'Fine Art', rooms: 'Estancias', livingRoom: 'Salón', bedroom: 'Dormitorio', kitchen: 'Cocina',
    weddingCards: 'Tarjetas de boda', invitations: 'Invitaciones', saveTheDate: 'Save the date', thankYou: 'Tarjetas de agradecimiento', birthCards: 'Tarjetas de nacimiento', baptismCards: 'Tarjetas de bautizo', christmasCards: 'Tarjetas de Navidad', christmasPrivate: 'Personales', christmasBusiness: 'Para empresas', hardcover: 'Tapa dura', softcover: 'Tapa blanda', layflat: 'Fotolibro layflat', wallCalendar: 'Calendario de pared', deskCalendar: 'Calendario de mesa', familyPlanner: 'Planificador familiar', accessories: 'Accesorios', envelopes: 'Sobres', ribbons: 'Cintas',
    weddingShop: 'Tienda de bodas', babyShop: 'Tienda de bebé', businessShop: 'Clientes empresa', disneyShop: 'Tienda Disney',
    topDeal: 'TOP DEAL', calculatorHeadline: 'Calcula tu precio', moreFormats: 'Más formatos', ownFormat: 'Formato propio',
    voucherHeadline: '10 % de descuento para nuevos clientes', voucherText: 'Válido en tu primer pedido a partir de 30 €.', contactHeadline: 'Estamos encantados de ayudarte', contactText: 'Escríbenos: respondemos en un día laborable.', subjectOrder: 'Pregunta sobre mi pedido', subjectProduct: 'Pregunta sobre un producto', subjectOther: 'Otro asunto',
    matrixHeadline: 'Comparar materiales', matrixDurability: 'Durabilidad', matrixLook: 'Acabado', matrixPrice: 'Rango de precio', looksMatt: 'mate', looksGlossy: 'brillante', looksBrilliant: 'muy brillante', durable50: 'más de 50 años', durable75: 'más de 75 años', priceLow: 'económico', priceMid: 'medio', priceHigh: 'premium',
    themesHeadline: 'Temas populares', countdownHeadline: 'Queda poco: pide a tiempo para Navidad', countdownText: 'Pide antes del 18 de diciembre para que tu regalo llegue a tiempo.',
    abOn: 'Novedad: envío exprés en 24 horas', abOff: 'Envío rápido en 2–3 días laborables',
    lodSafetyToday: 'Pide hoy antes de las {time} con entrega garantizada', lodSafetyTomorrow: 'Pide mañana antes de las {time} con entrega garantizada', lodToday: 'Pide hoy antes de las {time} y lo enviamos mañana', lodTomorrow: 'Pide mañana antes de las {time} y lo enviamos pasado mañana', lodDefault: 'Pide antes del {date} a las {time}', lodExpressToday: 'Exprés: pide hoy antes de las {time}', lodExpressTomorrow: 'Exprés: pide mañana antes de las {time}', lodExpressDefault: 'Exprés hasta el {date} a las {time}', lodSaturday: 'Entrega el sábado: pide antes del {date} a las {time}',
    newsletterHeadline: 'Suscríbete a la newsletter', newsletterText: 'Ideas, ofertas y un 10 % de descuento en tu próximo pedido.', newsletterButton: 'Suscribirme', newsletterPlaceholder: 'Tu correo electrónico',
    feedHeadline: 'Novedades', shopHeadline: 'Los más vendidos', subTeaserGift: 'Ideas para regalar', subTeaserGiftText: 'Regalos personales para cada ocasión.', subTeaserQuality: 'Nuestra calidad', subTeaserQualityText: 'Impreso en Alemania en papeles seleccionados.',
    detailCalendar: 'Calendario de pared A4 vertical', overviewCalendar: 'Todos los calendarios', detailCard: 'Invitación de boda «Eucalipto»', overviewCard: 'Todas las tarjetas de boda', detailCollage: 'Collage «Verano»', overviewCollage: 'Todos los collages', detailPhotobook: 'Fotolibro A4 horizontal', overviewPhotobook: 'Todos los fotolibros', detailAccessory: 'Sobre C6 de papel kraft', overviewAccessory: 'Todos los accesorios',
    richText: '¿Aún no lo tienes claro? Descubre nuestros', richTextLink: 'calendarios personalizados',
    desktopNew: 'Nuevo proyecto', desktopOpen: 'Abrir borrador', draftOnlyName: 'Campaña de invierno (borrador)', draftOnlyHeadline: 'Campaña de invierno: aún sin publicar', oldCalendarsName: 'Calendarios (redirección)', oldCanvasName: 'Lienzo (redirección)', oldOffersName: 'Ofertas (redirección)',
    hotlineDisplay: '910 000 000',
  },
  fr: {
    cta: 'Créer maintenant', more: 'En savoir plus', usp1: 'Livraison offerte dès 49 €', usp2: 'Expédition sous 24 heures', usp3: 'Satisfait ou remboursé',
    magazine: 'Magazine', service: 'Aide & contact', account: 'Mon compte', cart: 'Panier', serviceText: 'Nous sommes là pour vous du lundi au vendredi, de 8 h à 18 h.',
    vouchers: 'Bons d’achat', help: 'Aide & FAQ', apps: 'Applications', aboutUs: 'Qui sommes-nous', contact: 'Contact', shipping: 'Frais de livraison', imprint: 'Mentions légales', terms: 'CGV', payment: 'Moyens de paiement', company: 'Entreprise', serviceColumn: 'Service', legal: 'Informations légales',
    allWallArt: 'Toute la déco murale', materials: 'Supports', formats: 'Formats populaires', inspiration: 'Inspiration', new: 'Nouveau', sale: 'Soldes', framed: 'Encadrés', fineArt: 'Fine Art', rooms: 'Pièces', livingRoom: 'Salon', bedroom: 'Chambre', kitchen: 'Cuisine',
    weddingCards: 'Faire-part de mariage', invitations: 'Invitations', saveTheDate: 'Save the date', thankYou: 'Cartes de remerciement', birthCards: 'Faire-part de naissance', baptismCards: 'Faire-part de baptême', christmasCards: 'Cartes de Noël', christmasPrivate: 'Personnelles', christmasBusiness: 'Professionnelles', hardcover: 'Couverture rigide', softcover: 'Couverture souple', layflat: 'Livre photo à plat', wallCalendar: 'Calendrier mural', deskCalendar: 'Calendrier de bureau', familyPlanner: 'Planning familial', accessories: 'Accessoires', envelopes: 'Enveloppes', ribbons: 'Rubans',
    weddingShop: 'Boutique mariage', babyShop: 'Boutique bébé', businessShop: 'Clients professionnels', disneyShop: 'Boutique Disney',
    topDeal: 'TOP DEAL', calculatorHeadline: 'Calculer le prix', moreFormats: 'Plus de formats', ownFormat: 'Format personnalisé',
    voucherHeadline: '–10 % pour les nouveaux clients', voucherText: 'Valable sur votre première commande dès 30 €.', contactHeadline: 'Nous vous aidons volontiers', contactText: 'Écrivez-nous : nous répondons sous un jour ouvré.', subjectOrder: 'Question sur ma commande', subjectProduct: 'Question sur un produit', subjectOther: 'Autre demande',
    matrixHeadline: 'Comparer les supports', matrixDurability: 'Durabilité', matrixLook: 'Rendu', matrixPrice: 'Gamme de prix', looksMatt: 'mat', looksGlossy: 'brillant', looksBrilliant: 'éclatant', durable50: 'plus de 50 ans', durable75: 'plus de 75 ans', priceLow: 'abordable', priceMid: 'intermédiaire', priceHigh: 'haut de gamme',
    themesHeadline: 'Thèmes populaires', countdownHeadline: 'Plus que quelques jours : commandez pour Noël', countdownText: 'Commandez avant le 18 décembre pour recevoir votre cadeau à temps.',
    abOn: 'Nouveau : livraison express en 24 heures', abOff: 'Livraison rapide en 2 à 3 jours ouvrés',
    lodSafetyToday: 'Commandez aujourd’hui avant {time} : livraison garantie', lodSafetyTomorrow: 'Commandez demain avant {time} : livraison garantie', lodToday: 'Commandez aujourd’hui avant {time}, expédié demain', lodTomorrow: 'Commandez demain avant {time}, expédié après-demain', lodDefault: 'Commandez avant le {date} à {time}', lodExpressToday: 'Express : commandez aujourd’hui avant {time}', lodExpressTomorrow: 'Express : commandez demain avant {time}', lodExpressDefault: 'Express jusqu’au {date} à {time}', lodSaturday: 'Livraison le samedi : commandez avant le {date} à {time}',
    newsletterHeadline: 'S’abonner à la newsletter', newsletterText: 'Idées, offres et 10 % de remise sur votre prochaine commande.', newsletterButton: 'S’abonner', newsletterPlaceholder: 'Votre adresse e-mail',
    feedHeadline: 'Nouveautés', shopHeadline: 'Nos meilleures ventes', subTeaserGift: 'Idées cadeaux', subTeaserGiftText: 'Des cadeaux personnalisés pour chaque occasion.', subTeaserQuality: 'Notre qualité', subTeaserQualityText: 'Imprimé en Allemagne sur des papiers sélectionnés.',
    detailCalendar: 'Calendrier mural A4 portrait', overviewCalendar: 'Tous les calendriers', detailCard: 'Faire-part de mariage « Eucalyptus »', overviewCard: 'Tous les faire-part de mariage', detailCollage: 'Collage « Été »', overviewCollage: 'Tous les collages', detailPhotobook: 'Livre photo A4 paysage', overviewPhotobook: 'Tous les livres photo', detailAccessory: 'Enveloppe C6 papier kraft', overviewAccessory: 'Tous les accessoires',
    richText: 'Encore hésitant ? Découvrez nos', richTextLink: 'calendriers photo',
    desktopNew: 'Nouveau projet', desktopOpen: 'Ouvrir un brouillon', draftOnlyName: 'Campagne d’hiver (brouillon)', draftOnlyHeadline: 'Campagne d’hiver – pas encore publiée', oldCalendarsName: 'Calendriers (redirection)', oldCanvasName: 'Toile (redirection)', oldOffersName: 'Offres (redirection)',
    hotlineDisplay: '01 99 00 00 00',
  },
  it: {
    cta: 'Crea ora', more: 'Scopri di più', usp1: 'Spedizione gratuita da 49 €', usp2: 'Spedizione in 24 ore', usp3: 'Soddisfatti al 100 %',
    magazine: 'Magazine', service: 'Aiuto e contatti', account: 'Il mio account', cart: 'Carrello', serviceText: 'Siamo a tua disposizione dal lunedì al venerdì, dalle 8 alle 18.',
    vouchers: 'Buoni regalo', help: 'Aiuto e FAQ', apps: 'App', aboutUs: 'Chi siamo', contact: 'Contatti', shipping: 'Costi di spedizione', imprint: 'Note legali', terms: 'Condizioni generali', payment: 'Metodi di pagamento', company: 'Azienda', serviceColumn: 'Servizio', legal: 'Informazioni legali',
    allWallArt: 'Tutte le stampe da parete', materials: 'Materiali', formats: 'Formati più richiesti', inspiration: 'Ispirazione', new: 'Novità', sale: 'Saldi', framed: 'Con cornice', fineArt: 'Fine Art', rooms: 'Ambienti', livingRoom: 'Soggiorno', bedroom: 'Camera da letto', kitchen: 'Cucina',
    weddingCards: 'Partecipazioni di nozze', invitations: 'Inviti', saveTheDate: 'Save the date', thankYou: 'Biglietti di ringraziamento', birthCards: 'Biglietti nascita', baptismCards: 'Biglietti battesimo', christmasCards: 'Biglietti di Natale', christmasPrivate: 'Personali', christmasBusiness: 'Aziendali', hardcover: 'Copertina rigida', softcover: 'Copertina morbida', layflat: 'Fotolibro layflat', wallCalendar: 'Calendario da parete', deskCalendar: 'Calendario da tavolo', familyPlanner: 'Planner familiare', accessories: 'Accessori', envelopes: 'Buste', ribbons: 'Nastri',
    weddingShop: 'Shop matrimonio', babyShop: 'Shop neonati', businessShop: 'Clienti aziendali', disneyShop: 'Shop Disney',
    topDeal: 'TOP DEAL', calculatorHeadline: 'Calcola il prezzo', moreFormats: 'Altri formati', ownFormat: 'Formato personalizzato',
    voucherHeadline: '10 % di sconto per i nuovi clienti', voucherText: 'Valido sul primo ordine a partire da 30 €.', contactHeadline: 'Siamo qui per aiutarti', contactText: 'Scrivici: rispondiamo entro un giorno lavorativo.', subjectOrder: 'Domanda sul mio ordine', subjectProduct: 'Domanda su un prodotto', subjectOther: 'Altro',
    matrixHeadline: 'Confronto materiali', matrixDurability: 'Durata', matrixLook: 'Finitura', matrixPrice: 'Fascia di prezzo', looksMatt: 'opaca', looksGlossy: 'lucida', looksBrilliant: 'brillante', durable50: 'oltre 50 anni', durable75: 'oltre 75 anni', priceLow: 'economica', priceMid: 'media', priceHigh: 'premium',
    themesHeadline: 'Temi più amati', countdownHeadline: 'Manca poco: ordina in tempo per Natale', countdownText: 'Ordina entro il 18 dicembre perché il tuo regalo arrivi puntuale.',
    abOn: 'Novità: spedizione express in 24 ore', abOff: 'Spedizione veloce in 2–3 giorni lavorativi',
    lodSafetyToday: 'Ordina oggi entro le {time}, consegna garantita', lodSafetyTomorrow: 'Ordina domani entro le {time}, consegna garantita', lodToday: 'Ordina oggi entro le {time}, spedito domani', lodTomorrow: 'Ordina domani entro le {time}, spedito dopodomani', lodDefault: 'Ordina entro il {date} alle {time}', lodExpressToday: 'Express: ordina oggi entro le {time}', lodExpressTomorrow: 'Express: ordina domani entro le {time}', lodExpressDefault: 'Express fino al {date} alle {time}', lodSaturday: 'Consegna il sabato: ordina entro il {date} alle {time}',
    newsletterHeadline: 'Iscriviti alla newsletter', newsletterText: 'Idee, offerte e il 10 % di sconto sul prossimo ordine.', newsletterButton: 'Iscriviti', newsletterPlaceholder: 'Il tuo indirizzo e-mail',
    feedHeadline: 'Novità nello shop', shopHeadline: 'I più venduti', subTeaserGift: 'Idee regalo', subTeaserGiftText: 'Regali personalizzati per ogni occasione.', subTeaserQuality: 'La nostra qualità', subTeaserQualityText: 'Stampato in Germania su carte selezionate.',
    detailCalendar: 'Calendario da parete A4 verticale', overviewCalendar: 'Tutti i calendari', detailCard: 'Partecipazione «Eucalipto»', overviewCard: 'Tutte le partecipazioni', detailCollage: 'Collage «Estate»', overviewCollage: 'Tutti i collage', detailPhotobook: 'Fotolibro A4 orizzontale', overviewPhotobook: 'Tutti i fotolibri', detailAccessory: 'Busta C6 in carta kraft', overviewAccessory: 'Tutti gli accessori',
    richText: 'Ancora indeciso? Scopri i nostri', richTextLink: 'calendari personalizzati',
    desktopNew: 'Nuovo progetto', desktopOpen: 'Apri bozza', draftOnlyName: 'Campagna invernale (bozza)', draftOnlyHeadline: 'Campagna invernale – non ancora pubblicata', oldCalendarsName: 'Calendari (reindirizzamento)', oldCanvasName: 'Tela (reindirizzamento)', oldOffersName: 'Offerte (reindirizzamento)',
    hotlineDisplay: '02 1234 5678',
  },
  nl: {
    cta: 'Nu ontwerpen', more: 'Meer informatie', usp1: 'Gratis verzending vanaf € 49', usp2: 'Binnen 24 uur verzonden', usp3: '100% tevredenheidsgarantie',
    magazine: 'Magazine', service: 'Hulp & contact', account: 'Mijn account', cart: 'Winkelmandje', serviceText: 'We staan ma–vr van 8 tot 18 uur voor je klaar.',
    vouchers: 'Cadeaubonnen', help: 'Hulp & FAQ', apps: 'Apps', aboutUs: 'Over ons', contact: 'Contact', shipping: 'Verzendkosten', imprint: 'Colofon', terms: 'Algemene voorwaarden', payment: 'Betaalmethoden', company: 'Bedrijf', serviceColumn: 'Service', legal: 'Juridisch',
    allWallArt: 'Alle wanddecoratie', materials: 'Materialen', formats: 'Populaire formaten', inspiration: 'Inspiratie', new: 'Nieuw', sale: 'Sale', framed: 'Ingelijst', fineArt: 'Fine art', rooms: 'Ruimtes', livingRoom: 'Woonkamer', bedroom: 'Slaapkamer', kitchen: 'Keuken',
    weddingCards: 'Trouwkaarten', invitations: 'Uitnodigingen', saveTheDate: 'Save the date', thankYou: 'Bedankkaarten', birthCards: 'Geboortekaartjes', baptismCards: 'Doopkaarten', christmasCards: 'Kerstkaarten', christmasPrivate: 'Privé', christmasBusiness: 'Zakelijk', hardcover: 'Hardcover', softcover: 'Softcover', layflat: 'Layflat-fotoboek', wallCalendar: 'Wandkalender', deskCalendar: 'Bureaukalender', familyPlanner: 'Familieplanner', accessories: 'Accessoires', envelopes: 'Enveloppen', ribbons: 'Linten',
    weddingShop: 'Bruiloftshop', babyShop: 'Babyshop', businessShop: 'Zakelijke klanten', disneyShop: 'Disney-shop',
    topDeal: 'TOP DEAL', calculatorHeadline: 'Bereken je prijs', moreFormats: 'Meer formaten', ownFormat: 'Eigen formaat',
    voucherHeadline: '10% korting voor nieuwe klanten', voucherText: 'Geldig op je eerste bestelling vanaf € 30.', contactHeadline: 'We helpen je graag', contactText: 'Schrijf ons – we antwoorden binnen één werkdag.', subjectOrder: 'Vraag over mijn bestelling', subjectProduct: 'Vraag over een product', subjectOther: 'Iets anders',
    matrixHeadline: 'Materialen vergelijken', matrixDurability: 'Houdbaarheid', matrixLook: 'Uitstraling', matrixPrice: 'Prijsklasse', looksMatt: 'mat', looksGlossy: 'glanzend', looksBrilliant: 'briljant', durable50: 'meer dan 50 jaar', durable75: 'meer dan 75 jaar', priceLow: 'voordelig', priceMid: 'middel', priceHigh: 'premium',
    themesHeadline: 'Populaire thema’s', countdownHeadline: 'Nog even: bestel op tijd voor kerst', countdownText: 'Bestel vóór 18 december, dan komt je cadeau op tijd aan.',
    abOn: 'Nieuw: expreslevering binnen 24 uur', abOff: 'Snelle levering in 2–3 werkdagen',
    lodSafetyToday: 'Vandaag vóór {time} besteld, levering gegarandeerd', lodSafetyTomorrow: 'Morgen vóór {time} besteld, levering gegarandeerd', lodToday: 'Vandaag vóór {time} besteld, morgen verzonden', lodTomorrow: 'Morgen vóór {time} besteld, overmorgen verzonden', lodDefault: 'Bestel vóór {date}, {time}', lodExpressToday: 'Express: vandaag vóór {time} bestellen', lodExpressTomorrow: 'Express: morgen vóór {time} bestellen', lodExpressDefault: 'Express tot {date}, {time}', lodSaturday: 'Zaterdaglevering: bestel vóór {date}, {time}',
    newsletterHeadline: 'Abonneer je op de nieuwsbrief', newsletterText: 'Ideeën, acties en 10% korting op je volgende bestelling.', newsletterButton: 'Aanmelden', newsletterPlaceholder: 'Je e-mailadres',
    feedHeadline: 'Nieuw in de shop', shopHeadline: 'Onze bestsellers', subTeaserGift: 'Cadeau-ideeën', subTeaserGiftText: 'Persoonlijke cadeaus voor elke gelegenheid.', subTeaserQuality: 'Onze kwaliteit', subTeaserQualityText: 'Gedrukt in Duitsland op zorgvuldig gekozen papier.',
    detailCalendar: 'Wandkalender A4 staand', overviewCalendar: 'Alle kalenders', detailCard: 'Trouwkaart ‘Eucalyptus’', overviewCard: 'Alle trouwkaarten', detailCollage: 'Collage ‘Zomer’', overviewCollage: 'Alle collages', detailPhotobook: 'Fotoboek A4 liggend', overviewPhotobook: 'Alle fotoboeken', detailAccessory: 'Envelop C6 kraftpapier', overviewAccessory: 'Alle accessoires',
    richText: 'Nog aan het twijfelen? Ontdek onze', richTextLink: 'fotokalenders',
    desktopNew: 'Nieuw project', desktopOpen: 'Ontwerp openen', draftOnlyName: 'Winteractie (concept)', draftOnlyHeadline: 'Winteractie – nog niet gepubliceerd', oldCalendarsName: 'Kalenders (doorverwijzing)', oldCanvasName: 'Canvas (doorverwijzing)', oldOffersName: 'Aanbiedingen (doorverwijzing)',
    hotlineDisplay: '020 123 4567',
  },
};

/** Service hotline per language, as dialled (the numbers are reserved for fiction or placeholders). */
export const hotlineTel: PerLang<string> = {
  de: '+49302312500', en: '+442079460000', es: '+34910000000', fr: '+33199000000', it: '+390212345678', nl: '+31201234567',
};

/**
 * The wall-art flyout items by material key. The shell matches the grouping of spec point 2 by these texts
 * (ignoring non-breaking spaces, which some of them carry on purpose).
 */
export const wallArtItems: PerLang<Record<string, string>> = {
  de: { poster: 'Poster', leinwand: 'Leinwand', acrylglas: 'Acrylglas', aludibond: 'Alu-Dibond', gerahmt: 'Gerahmte\u00a0Bilder', hahnemuehle: 'Hahnemühle\u00a0Fine\u00a0Art', forexplatte: 'Forex-Platte', gallerybond: 'Galerie-Print', echtglas: 'Echtglas', fototapete: 'Fototapete', klebefolie: 'Klebefolie', backlitfolie: 'Backlit-Folie', pvcplane: 'PVC-Plane', compare: 'Wandbilder-Materialien im Vergleich' },
  en: { poster: 'Poster', leinwand: 'Canvas', acrylglas: 'Acrylic Glass', aludibond: 'Alu-Dibond', gerahmt: 'Framed\u00a0Prints', hahnemuehle: 'Hahnemühle\u00a0Fine\u00a0Art', forexplatte: 'Foam Board', gallerybond: 'Gallery Print', echtglas: 'Real Glass', fototapete: 'Photo Wallpaper', klebefolie: 'Adhesive Film', backlitfolie: 'Backlit Film', pvcplane: 'PVC Banner', compare: 'Wall art materials compared' },
  es: { poster: 'Póster', leinwand: 'Lienzo', acrylglas: 'Metacrilato', aludibond: 'Alu-Dibond', gerahmt: 'Cuadros\u00a0enmarcados', hahnemuehle: 'Hahnemühle\u00a0Fine\u00a0Art', forexplatte: 'Placa Forex', gallerybond: 'Impresión de galería', echtglas: 'Vidrio real', fototapete: 'Fotomural', klebefolie: 'Vinilo adhesivo', backlitfolie: 'Película retroiluminada', pvcplane: 'Lona de PVC', compare: 'Materiales comparados' },
  fr: { poster: 'Poster', leinwand: 'Toile', acrylglas: 'Verre acrylique', aludibond: 'Alu-Dibond', gerahmt: 'Tableaux\u00a0encadrés', hahnemuehle: 'Hahnemühle\u00a0Fine\u00a0Art', forexplatte: 'Plaque Forex', gallerybond: 'Tirage galerie', echtglas: 'Verre véritable', fototapete: 'Papier peint photo', klebefolie: 'Film adhésif', backlitfolie: 'Film rétroéclairé', pvcplane: 'Bâche PVC', compare: 'Comparatif des supports' },
  it: { poster: 'Poster', leinwand: 'Tela', acrylglas: 'Vetro acrilico', aludibond: 'Alu-Dibond', gerahmt: 'Quadri\u00a0con\u00a0cornice', hahnemuehle: 'Hahnemühle\u00a0Fine\u00a0Art', forexplatte: 'Pannello Forex', gallerybond: 'Stampa gallery', echtglas: 'Vetro vero', fototapete: 'Carta da parati fotografica', klebefolie: 'Pellicola adesiva', backlitfolie: 'Pellicola retroilluminata', pvcplane: 'Telone in PVC', compare: 'Confronto dei materiali' },
  nl: { poster: 'Poster', leinwand: 'Canvas', acrylglas: 'Acrylglas', aludibond: 'Alu-Dibond', gerahmt: 'Ingelijste\u00a0foto’s', hahnemuehle: 'Hahnemühle\u00a0Fine\u00a0Art', forexplatte: 'Forex-plaat', gallerybond: 'Galerieprint', echtglas: 'Echt glas', fototapete: 'Fotobehang', klebefolie: 'Plakfolie', backlitfolie: 'Backlit-folie', pvcplane: 'PVC-doek', compare: 'Materialen vergeleken' },
};
