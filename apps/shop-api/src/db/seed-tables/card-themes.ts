import { channelIds, channels, type ChannelId } from '@shop/config/channels';
import { isOccasion, type Occasion } from '@shop/domain/catalogue/card';

type Language = 'de' | 'en' | 'es' | 'fr' | 'it' | 'nl';
type Names = Record<Language, string>;

/** What a shopper reads for each occasion, in the six languages of the shops. */
const occasionNames: Record<Occasion, Names> = {
  einschulung: { de: 'Einschulung', en: 'First day of school', es: 'Primer día de colegio', fr: 'Rentrée scolaire', it: 'Primo giorno di scuola', nl: 'Eerste schooldag' },
  firmung: { de: 'Firmung', en: 'Confirmation', es: 'Confirmación', fr: 'Confirmation', it: 'Cresima', nl: 'Vormsel' },
  geburt: { de: 'Geburt', en: 'Birth', es: 'Nacimiento', fr: 'Naissance', it: 'Nascita', nl: 'Geboorte' },
  geburtstag: { de: 'Geburtstag', en: 'Birthday', es: 'Cumpleaños', fr: 'Anniversaire', it: 'Compleanno', nl: 'Verjaardag' },
  hochzeit: { de: 'Hochzeit', en: 'Wedding', es: 'Boda', fr: 'Mariage', it: 'Matrimonio', nl: 'Bruiloft' },
  kindergeburtstag: { de: 'Kindergeburtstag', en: "Children's birthday", es: 'Cumpleaños infantil', fr: "Anniversaire d'enfant", it: 'Compleanno dei bambini', nl: 'Kinderfeestje' },
  kommunion: { de: 'Kommunion', en: 'First Communion', es: 'Primera comunión', fr: 'Communion', it: 'Comunione', nl: 'Communie' },
  konfirmation: { de: 'Konfirmation', en: 'Confirmation', es: 'Confirmación', fr: 'Confirmation', it: 'Confermazione', nl: 'Belijdenis' },
  ostern: { de: 'Ostern', en: 'Easter', es: 'Pascua', fr: 'Pâques', it: 'Pasqua', nl: 'Pasen' },
  taufe: { de: 'Taufe', en: 'Baptism', es: 'Bautizo', fr: 'Baptême', it: 'Battesimo', nl: 'Doop' },
  trauer: { de: 'Trauer', en: 'Condolence', es: 'Condolencias', fr: 'Condoléances', it: 'Condoglianze', nl: 'Rouw' },
  'weihnachten-geschaeftlich': { de: 'Weihnachten geschäftlich', en: 'Business Christmas', es: 'Navidad de empresa', fr: "Noël d'entreprise", it: 'Natale aziendale', nl: 'Zakelijke kerst' },
  'weihnachten-privat': { de: 'Weihnachten privat', en: 'Christmas', es: 'Navidad', fr: 'Noël', it: 'Natale', nl: 'Kerst' },
};

type Style = 'klassisch' | 'modern' | 'romantisch' | 'minimal';

const styleNames: Record<Style, Names> = {
  klassisch: { de: 'klassisch', en: 'classic', es: 'clásico', fr: 'classique', it: 'classico', nl: 'klassiek' },
  modern: { de: 'modern', en: 'modern', es: 'moderno', fr: 'moderne', it: 'moderno', nl: 'modern' },
  romantisch: { de: 'romantisch', en: 'romantic', es: 'romántico', fr: 'romantique', it: 'romantico', nl: 'romantisch' },
  minimal: { de: 'minimalistisch', en: 'minimal', es: 'minimalista', fr: 'minimaliste', it: 'minimalista', nl: 'minimalistisch' },
};

/**
 * Card categories as the content's card overviews name them (`CardOverview.category`, e.g.
 * content/kartenliebe/de/karten/einladungskarten.json); `alle` there means no filter.
 */
export type CardCategory =
  | 'einladungskarten'
  | 'dankeskarten'
  | 'geburtskarten'
  | 'taufkarten'
  | 'save-the-date'
  | 'hochzeit'
  | 'weihnachtskarten';

interface ThemeEntry {
  occasion: Occasion;
  category: CardCategory;
  style: Style;
}

/** Every occasion gets an invitation and a thank-you theme unless listed with its own categories below. */
const ownCategories: Partial<Record<Occasion, readonly [CardCategory, Style][]>> = {
  hochzeit: [
    ['einladungskarten', 'klassisch'],
    ['hochzeit', 'modern'],
    ['dankeskarten', 'romantisch'],
    ['save-the-date', 'minimal'],
  ],
  geburt: [
    ['geburtskarten', 'klassisch'],
    ['dankeskarten', 'modern'],
  ],
  taufe: [
    ['taufkarten', 'klassisch'],
    ['einladungskarten', 'modern'],
  ],
  'weihnachten-privat': [
    ['weihnachtskarten', 'klassisch'],
    ['weihnachtskarten', 'modern'],
  ],
  'weihnachten-geschaeftlich': [
    ['weihnachtskarten', 'klassisch'],
    ['weihnachtskarten', 'modern'],
  ],
};

/** The card themes each channel sells: its settings' `cardThemeOccasions` (kartenliebe every occasion, wallart weddings). */
const channelThemes: readonly [ChannelId, readonly Occasion[]][] = channelIds.map((channel) => [
  channel,
  channels[channel].cardThemeOccasions.filter(isOccasion),
]);

export interface CardThemeSeed {
  id: number;
  channel: ChannelId;
  slug: string;
  occasion: Occasion;
  category: CardCategory;
  names: Names;
  designIds: number[];
}

function entriesOf(occasion: Occasion): ThemeEntry[] {
  const own = ownCategories[occasion] ?? [
    ['einladungskarten', 'klassisch'],
    ['dankeskarten', 'modern'],
  ];
  return own.map(([category, style]) => ({ occasion, category, style }));
}

/**
 * The card themes of the seed: ids 500… (kartenliebe) and 700… (wallart), each with two designs, names in six
 * languages ("Hochzeit klassisch", "Wedding classic", …).
 */
export const cardThemeSeeds: readonly CardThemeSeed[] = channelThemes.flatMap(
  ([channel, occasions], channelIndex) =>
    occasions
      .flatMap(entriesOf)
      .map(({ occasion, category, style }, index) => {
        const id = 500 + channelIndex * 200 + index;
        const names = Object.fromEntries(
          (Object.keys(occasionNames[occasion]) as Language[]).map((language) => [language, `${occasionNames[occasion][language]} ${styleNames[style][language]}`]),
        ) as Names;
        return { id, channel, slug: `${occasion}-${style}`, occasion, category, names, designIds: [id * 10, id * 10 + 1] };
      }),
);
