/**
 * What a shopper reads for the catalogue's accessories, design groups and designs, in the six languages of the shops
 * (the shop API answers the request's language, as it does for card themes). Keys are the seed's skus and ids.
 */
export type Language = 'de' | 'en' | 'es' | 'fr' | 'it' | 'nl';
export type Names = Record<Language, string>;

export const accessoryNames: Readonly<Record<string, Names>> = {
  'envelope-standard': { de: 'Umschlag Standard', en: 'Envelope standard', es: 'Sobre estándar', fr: 'Enveloppe standard', it: 'Busta standard', nl: 'Envelop standaard' },
  'envelope-compact': { de: 'Umschlag kompakt', en: 'Envelope compact', es: 'Sobre compacto', fr: 'Enveloppe compacte', it: 'Busta compatta', nl: 'Envelop compact' },
  'envelope-large': { de: 'Umschlag groß', en: 'Envelope large', es: 'Sobre grande', fr: 'Grande enveloppe', it: 'Busta grande', nl: 'Grote envelop' },
  'inlay-vellum': { de: 'Einleger aus Transparentpapier', en: 'Vellum inlay', es: 'Encarte de papel vegetal', fr: 'Encart en papier calque', it: 'Inserto in carta velina', nl: 'Inlegvel van kalkpapier' },
  'ribbon-satin-gold': { de: 'Satinband gold', en: 'Satin ribbon gold', es: 'Cinta de raso dorada', fr: 'Ruban satin doré', it: 'Nastro di raso oro', nl: 'Satijnlint goud' },
  'ribbon-satin-white': { de: 'Satinband weiß', en: 'Satin ribbon white', es: 'Cinta de raso blanca', fr: 'Ruban satin blanc', it: 'Nastro di raso bianco', nl: 'Satijnlint wit' },
  'seal-heart': { de: 'Siegel Herz', en: 'Heart seal', es: 'Sello de corazón', fr: 'Sceau cœur', it: 'Sigillo a cuore', nl: 'Zegel hart' },
  'bow-jute': { de: 'Juteschleife', en: 'Jute bow', es: 'Lazo de yute', fr: 'Nœud en jute', it: 'Fiocco di iuta', nl: 'Jute strik' },
  'screw-brass': { de: 'Messingschraube', en: 'Brass screw', es: 'Tornillo de latón', fr: 'Vis en laiton', it: 'Vite in ottone', nl: 'Messing schroef' },
  'pen-gold': { de: 'Goldstift', en: 'Gold pen', es: 'Bolígrafo dorado', fr: 'Stylo doré', it: 'Penna dorata', nl: 'Gouden pen' },
  'box-gift': { de: 'Geschenkbox', en: 'Gift box', es: 'Caja de regalo', fr: 'Boîte cadeau', it: 'Scatola regalo', nl: 'Cadeaudoos' },
  'bag-paper': { de: 'Papiertüte', en: 'Paper bag', es: 'Bolsa de papel', fr: 'Sac en papier', it: 'Sacchetto di carta', nl: 'Papieren tas' },
  'posterbar-oak': { de: 'Posterleiste Eiche', en: 'Poster bar oak', es: 'Listón para póster de roble', fr: 'Baguette pour poster en chêne', it: 'Listello per poster in rovere', nl: 'Posterlat eiken' },
};

/** The word before a design's number ("Motiv 2"). */
export const designWord: Names = { de: 'Motiv', en: 'Design', es: 'Diseño', fr: 'Motif', it: 'Motivo', nl: 'Ontwerp' };

/** Design group and design group set names, by the seed's group id. */
export const designGroupNames: Readonly<Record<number, Names>> = {
  10: { de: 'Familienplaner Klassik', en: 'Family planner classic', es: 'Planificador familiar clásico', fr: 'Planning familial classique', it: 'Planner familiare classico', nl: 'Familieplanner klassiek' },
  11: { de: 'Wandkalender Natur', en: 'Wall calendar nature', es: 'Calendario de pared naturaleza', fr: 'Calendrier mural nature', it: 'Calendario da parete natura', nl: 'Wandkalender natuur' },
  12: { de: 'Tischkalender Minimal', en: 'Desk calendar minimal', es: 'Calendario de mesa minimalista', fr: 'Calendrier de bureau minimaliste', it: 'Calendario da tavolo minimal', nl: 'Bureaukalender minimalistisch' },
  1: { de: 'Collage Klassik', en: 'Classic collage', es: 'Collage clásico', fr: 'Collage classique', it: 'Collage classico', nl: 'Klassieke collage' },
  2: { de: 'Collage Herz', en: 'Heart collage', es: 'Collage de corazón', fr: 'Collage cœur', it: 'Collage a cuore', nl: 'Hartcollage' },
  13: { de: 'Wandcollage', en: 'Wall collage', es: 'Collage de pared', fr: 'Collage mural', it: 'Collage da parete', nl: 'Wandcollage' },
  30: { de: 'Hochzeit', en: 'Wedding', es: 'Boda', fr: 'Mariage', it: 'Matrimonio', nl: 'Bruiloft' },
  31: { de: 'Reise', en: 'Travel', es: 'Viaje', fr: 'Voyage', it: 'Viaggio', nl: 'Reis' },
  32: { de: 'Baby', en: 'Baby', es: 'Bebé', fr: 'Bébé', it: 'Bebè', nl: 'Baby' },
  33: { de: 'Kondolenzbuch', en: 'Condolence book', es: 'Libro de condolencias', fr: 'Livre de condoléances', it: 'Libro delle condoglianze', nl: 'Condoleanceboek' },
  34: { de: 'Gästebuch', en: 'Guest book', es: 'Libro de invitados', fr: "Livre d'or", it: 'Libro degli ospiti', nl: 'Gastenboek' },
};

/** Names of the collage and photobook designs, by design id (calendar designs are "<group>, Motiv n"). */
export const designNames: Readonly<Record<number, Names>> = {
  1: { de: 'Raster 2×2', en: 'Grid 2×2', es: 'Cuadrícula 2×2', fr: 'Grille 2×2', it: 'Griglia 2×2', nl: 'Raster 2×2' },
  2: { de: 'Raster 3×3', en: 'Grid 3×3', es: 'Cuadrícula 3×3', fr: 'Grille 3×3', it: 'Griglia 3×3', nl: 'Raster 3×3' },
  3: { de: 'Herz', en: 'Heart', es: 'Corazón', fr: 'Cœur', it: 'Cuore', nl: 'Hart' },
  13: { de: 'Bilderwand', en: 'Gallery wall', es: 'Pared de galería', fr: 'Mur de galerie', it: 'Parete galleria', nl: 'Fotowand' },
  14: { de: 'Panoramastreifen', en: 'Panorama strip', es: 'Tira panorámica', fr: 'Bande panoramique', it: 'Striscia panoramica', nl: 'Panoramastrook' },
  301: { de: 'Elegant', en: 'Elegant', es: 'Elegante', fr: 'Élégant', it: 'Elegante', nl: 'Elegant' },
  302: { de: 'Romantisch', en: 'Romantic', es: 'Romántico', fr: 'Romantique', it: 'Romantico', nl: 'Romantisch' },
  311: { de: 'Unterwegs', en: 'Journey', es: 'Travesía', fr: 'Périple', it: 'In cammino', nl: 'Onderweg' },
  321: { de: 'Erstes Jahr', en: 'First year', es: 'Primer año', fr: 'Première année', it: 'Primo anno', nl: 'Eerste jaar' },
  331: { de: 'In Erinnerung', en: 'In memory', es: 'En memoria', fr: 'En souvenir', it: 'In ricordo', nl: 'In herinnering' },
  341: { de: 'Willkommen', en: 'Welcome', es: 'Bienvenida', fr: 'Bienvenue', it: 'Benvenuti', nl: 'Welkom' },
};

