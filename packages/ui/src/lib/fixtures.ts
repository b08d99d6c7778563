/**
 * Story and test data: the seeded wallart (de) global stories of content/ with links and assets resolved as the app
 * does it (story links to their localized path, assets to their image-proxy path). Generated once from the JSON.
 */
import type { Customer } from '@shop/contract/customer';
import type { HeaderData } from '../header/header.tsx';
import type {
  BurgerData,
  NavigationItem,
  ShopEntry,
  SubNavigationData,
} from '../navigation/navigation-types.ts';

export const navigationItems: NavigationItem[] = [
  {
    text: 'Wandbilder',
    url: '/wandbilder',
    label: {
      labelText: 'Neu',
      // The seed's #3f7cac under white text is 4.48:1, just below WCAG AA; stories use a darker blue.
      labelBackgroundColor: '#36709c',
      labelTextColor: '#ffffff',
    },
    navigationType: 'wallart',
    isOnlyInBurgerNavigation: false,
    alwaysShowSubNavi: false,
    flyoutGroups: [
      {
        id: 'all-wall-art',
        title: 'Alle Wandbilder',
        items: [
          {
            title: 'Alle Wandbilder',
            link: '/wandbilder',
            asset: null,
            typeOverride: '',
            isHeadlineItem: true,
          },
          {
            title: 'Poster',
            link: '/wandbilder/poster',
            asset: {
              src: '/images/tiles/square-image-poster.jpg',
              alt: 'Poster',
            },
            typeOverride: '',
            isHeadlineItem: false,
          },
          {
            title: 'Leinwand',
            link: '/leinwanddruck',
            asset: {
              src: '/images/tiles/square-image-leinwand.jpg',
              alt: 'Leinwand',
            },
            typeOverride: '',
            isHeadlineItem: false,
          },
          {
            title: 'Acrylglas',
            link: '/wandbilder/acrylglas',
            asset: {
              src: '/images/tiles/square-image-acrylglas.jpg',
              alt: 'Acrylglas',
            },
            typeOverride: '',
            isHeadlineItem: false,
          },
          {
            title: 'Alu-Dibond',
            link: '/wandbilder/alu-dibond',
            asset: {
              src: '/images/tiles/square-image-aludibond.jpg',
              alt: 'Alu-Dibond',
            },
            typeOverride: '',
            isHeadlineItem: false,
          },
          {
            title: 'Gerahmte Bilder',
            link: '/wandbilder/gerahmte-bilder',
            asset: {
              src: '/images/tiles/square-image-gerahmt.jpg',
              alt: 'Gerahmte Bilder',
            },
            typeOverride: '',
            isHeadlineItem: false,
          },
          {
            title: 'Hahnemühle Fine Art',
            link: '/wandbilder/hahnemuhle-fine-art',
            asset: {
              src: '/images/tiles/square-image-hahnemuehle.jpg',
              alt: 'Hahnemühle Fine Art',
            },
            typeOverride: '',
            isHeadlineItem: false,
          },
          {
            title: 'Forex-Platte',
            link: '/wandbilder/forex-platte',
            asset: {
              src: '/images/tiles/square-image-poster.jpg',
              alt: 'Forex-Platte',
            },
            typeOverride: '',
            isHeadlineItem: false,
          },
          {
            title: 'Galerie-Print',
            link: '/wandbilder/galerie-print',
            asset: {
              src: '/images/tiles/square-image-poster.jpg',
              alt: 'Galerie-Print',
            },
            typeOverride: '',
            isHeadlineItem: false,
          },
          {
            title: 'Echtglas',
            link: '/wandbilder/echtglas',
            asset: {
              src: '/images/tiles/square-image-poster.jpg',
              alt: 'Echtglas',
            },
            typeOverride: '',
            isHeadlineItem: false,
          },
          {
            title: 'Fototapete',
            link: '/wandbilder/fototapete',
            asset: {
              src: '/images/tiles/square-image-poster.jpg',
              alt: 'Fototapete',
            },
            typeOverride: '',
            isHeadlineItem: false,
          },
          {
            title: 'Klebefolie',
            link: '/wandbilder/klebefolie',
            asset: {
              src: '/images/tiles/square-image-poster.jpg',
              alt: 'Klebefolie',
            },
            typeOverride: '',
            isHeadlineItem: false,
          },
          {
            title: 'Backlit-Folie',
            link: '/wandbilder/backlit-folie',
            asset: {
              src: '/images/tiles/square-image-poster.jpg',
              alt: 'Backlit-Folie',
            },
            typeOverride: '',
            isHeadlineItem: false,
          },
          {
            title: 'PVC-Plane',
            link: '/wandbilder/pvc-plane',
            asset: {
              src: '/images/tiles/square-image-poster.jpg',
              alt: 'PVC-Plane',
            },
            typeOverride: '',
            isHeadlineItem: false,
          },
        ],
      },
      {
        id: 'special',
        title: 'Inspiration',
        items: [
          {
            title: 'Wandbilder-Materialien im Vergleich',
            link: '/wandbilder-materialien-im-vergleich',
            asset: {
              src: '/images/tiles/square-image-gerahmt.jpg',
              alt: 'Wandbilder-Materialien im Vergleich',
            },
            typeOverride: 'special',
            isHeadlineItem: false,
          },
        ],
      },
    ],
  },
  {
    text: 'Leinwanddruck',
    url: '/leinwanddruck',
    label: null,
    navigationType: 'wallart',
    isOnlyInBurgerNavigation: false,
    alwaysShowSubNavi: false,
    flyoutGroups: [],
  },
  {
    text: 'Bilderbox',
    url: '/bilderbox',
    label: null,
    navigationType: 'photobox',
    isOnlyInBurgerNavigation: false,
    alwaysShowSubNavi: false,
    flyoutGroups: [
      {
        id: 'photobox',
        title: 'Bilderbox',
        items: [
          {
            title: 'Bilderbox',
            link: '/bilderbox',
            asset: {
              src: '/images/tiles/square-image-fotobox.jpg',
              alt: 'Bilderbox',
            },
            typeOverride: '',
            isHeadlineItem: false,
          },
        ],
      },
    ],
  },
  {
    text: 'Fotoabzüge',
    url: '/fotoabzuege',
    label: null,
    navigationType: 'photoprint',
    isOnlyInBurgerNavigation: false,
    alwaysShowSubNavi: false,
    flyoutGroups: [],
  },
  {
    text: 'Fotokalender',
    url: '/fotokalender',
    label: null,
    navigationType: 'calendar',
    isOnlyInBurgerNavigation: false,
    alwaysShowSubNavi: false,
    flyoutGroups: [],
  },
  {
    text: 'Fotobuch',
    url: '/fotobuch',
    label: null,
    navigationType: 'photobook',
    isOnlyInBurgerNavigation: false,
    alwaysShowSubNavi: false,
    flyoutGroups: [],
  },
  {
    text: 'Collage',
    url: '/collage',
    label: null,
    navigationType: 'collage',
    isOnlyInBurgerNavigation: false,
    alwaysShowSubNavi: true,
    flyoutGroups: [],
  },
  {
    text: 'Themen',
    url: '/themes',
    label: null,
    navigationType: 'themes',
    isOnlyInBurgerNavigation: false,
    alwaysShowSubNavi: false,
    flyoutGroups: [],
  },
  {
    text: 'Gutscheine',
    url: '/ideen-und-angebote',
    label: null,
    navigationType: 'voucher',
    isOnlyInBurgerNavigation: true,
    alwaysShowSubNavi: false,
    flyoutGroups: [],
  },
];

export const subNavigations: SubNavigationData[] = [
  {
    navigationType: 'wallart',
    alwaysShow: false,
    categories: [
      {
        headline: 'Materialien',
        tiles: [
          {
            tileType: 'circle',
            label: 'Poster',
            link: '/wandbilder/poster',
            image: {
              src: '/images/tiles/circle-poster.png',
              alt: 'Poster',
            },
          },
          {
            tileType: 'circle',
            label: 'Leinwand',
            link: '/leinwanddruck',
            image: {
              src: '/images/tiles/circle-leinwand.png',
              alt: 'Leinwand',
            },
          },
          {
            tileType: 'circle',
            label: 'Acrylglas',
            link: '/wandbilder/acrylglas',
            image: {
              src: '/images/tiles/circle-acrylglas.png',
              alt: 'Acrylglas',
            },
          },
          {
            tileType: 'circle',
            label: 'Alu-Dibond',
            link: '/wandbilder/alu-dibond',
            image: {
              src: '/images/tiles/circle-aludibond.png',
              alt: 'Alu-Dibond',
            },
          },
          {
            tileType: 'circle',
            label: 'Gerahmte Bilder',
            link: '/wandbilder/gerahmte-bilder',
            image: {
              src: '/images/tiles/circle-gerahmt.png',
              alt: 'Gerahmte Bilder',
            },
          },
          {
            tileType: 'circle',
            label: 'Hahnemühle Fine Art',
            link: '/wandbilder/hahnemuhle-fine-art',
            image: {
              src: '/images/tiles/circle-hahnemuehle.png',
              alt: 'Hahnemühle Fine Art',
            },
          },
        ],
      },
      {
        headline: 'Beliebte Formate',
        tiles: [
          {
            tileType: 'square',
            label: '30 × 20 cm',
            link: '/wandbilder?format=300x200',
            image: {
              src: '/images/tiles/square-poster.jpg',
              alt: '30 × 20 cm',
            },
          },
          {
            tileType: 'square',
            label: '60 × 40 cm',
            link: '/wandbilder?format=600x400',
            image: {
              src: '/images/tiles/square-poster.jpg',
              alt: '60 × 40 cm',
            },
          },
          {
            tileType: 'square',
            label: '90 × 60 cm',
            link: '/wandbilder?format=900x600',
            image: {
              src: '/images/tiles/square-poster.jpg',
              alt: '90 × 60 cm',
            },
          },
        ],
      },
      {
        headline: 'Räume',
        tiles: [
          {
            tileType: 'square-image',
            label: 'Wohnzimmer',
            link: '/themes',
            image: {
              src: '/images/tiles/square-image-leinwand.jpg',
              alt: 'Wohnzimmer',
            },
          },
          {
            tileType: 'square-image',
            label: 'Schlafzimmer',
            link: '/themes',
            image: {
              src: '/images/tiles/square-image-hahnemuehle.jpg',
              alt: 'Schlafzimmer',
            },
          },
          {
            tileType: 'square-image',
            label: 'Küche',
            link: '/themes',
            image: {
              src: '/images/tiles/square-image-acrylglas.jpg',
              alt: 'Küche',
            },
          },
        ],
      },
    ],
  },
  {
    navigationType: 'collage',
    alwaysShow: true,
    categories: [
      {
        headline: 'Collage',
        tiles: [
          {
            tileType: 'square-image',
            label: 'Collage',
            link: '/collage',
            image: {
              src: '/images/tiles/square-image-collage.jpg',
              alt: 'Collage',
            },
          },
        ],
      },
    ],
  },
];

export const burgerData: BurgerData = {
  mainNavigationItems: [
    {
      text: 'Wandbilder',
      url: '/wandbilder',
      hasSubItems: true,
      subItems: [
        {
          text: 'Materialien',
          url: '/wandbilder',
          hasSubItems: true,
          subItems: [
            {
              text: 'Poster',
              url: '/wandbilder/poster',
              hasSubItems: false,
              subItems: [],
            },
            {
              text: 'Leinwand',
              url: '/leinwanddruck',
              hasSubItems: false,
              subItems: [],
            },
            {
              text: 'Acrylglas',
              url: '/wandbilder/acrylglas',
              hasSubItems: false,
              subItems: [],
            },
            {
              text: 'Alu-Dibond',
              url: '/wandbilder/alu-dibond',
              hasSubItems: false,
              subItems: [],
            },
          ],
        },
        {
          text: 'Gerahmt',
          url: '/wandbilder/gerahmte-bilder',
          hasSubItems: true,
          subItems: [
            {
              text: 'Gerahmte Bilder',
              url: '/wandbilder/gerahmte-bilder',
              hasSubItems: false,
              subItems: [],
            },
          ],
        },
        {
          text: 'Fine Art',
          url: '/wandbilder/hahnemuhle-fine-art',
          hasSubItems: true,
          subItems: [
            {
              text: 'Hahnemühle Fine Art',
              url: '/wandbilder/hahnemuhle-fine-art',
              hasSubItems: false,
              subItems: [],
            },
          ],
        },
      ],
    },
    {
      text: 'Bilderbox',
      url: '/bilderbox',
      hasSubItems: false,
      subItems: [],
    },
    {
      text: 'Fotoabzüge',
      url: '/fotoabzuege',
      hasSubItems: false,
      subItems: [],
    },
    {
      text: 'Fotokalender',
      url: '/fotokalender',
      hasSubItems: true,
      subItems: [
        {
          text: 'Fotokalender',
          url: '/fotokalender',
          hasSubItems: true,
          subItems: [
            {
              text: 'Wandkalender',
              url: '/fotokalender',
              hasSubItems: false,
              subItems: [],
            },
            {
              text: 'Tischkalender',
              url: '/fotokalender',
              hasSubItems: false,
              subItems: [],
            },
          ],
        },
      ],
    },
    {
      text: 'Themen',
      url: '/themes',
      hasSubItems: false,
      subItems: [],
    },
  ],
  extraMenu: [
    {
      text: 'Gutscheine',
      url: '/ideen-und-angebote',
      hasSubItems: false,
      subItems: [],
    },
    {
      text: 'Hilfe & FAQ',
      url: '/service',
      hasSubItems: false,
      subItems: [],
    },
    {
      text: 'Magazin',
      url: '/magazin',
      hasSubItems: false,
      subItems: [],
    },
    {
      text: 'Apps',
      url: '/apps',
      hasSubItems: false,
      subItems: [],
    },
  ],
  serviceHotline: {
    display: '030 2312 5000',
    tel: 'tel:+49302312500',
  },
  serviceText: 'Wir sind Mo–Fr von 8 bis 18 Uhr für dich da.',
  footer: [
    {
      text: 'Über uns',
      link: '/ueber-uns',
    },
    {
      text: 'Magazin',
      link: '/magazin',
    },
    {
      text: 'Kontakt',
      link: '/service',
    },
    {
      text: 'Versandkosten',
      link: '/versandkosten',
    },
    {
      text: 'Zahlungsarten',
      link: '/zahlungsarten',
    },
    {
      text: 'Gutscheine',
      link: '/ideen-und-angebote',
    },
    {
      text: 'Datenschutz',
      link: '/datenschutz',
    },
    {
      text: 'AGB',
      link: '/agb',
    },
    {
      text: 'Impressum',
      link: '/impressum',
    },
  ],
  shops: [
    {
      text: 'Hochzeitsshop',
      link: '/themes',
      color: {
        color: '#c9787f',
      },
      icon: {
        src: '/images/shops/wedding.png',
        alt: 'Hochzeitsshop',
      },
    },
    {
      text: 'Babyshop',
      link: '/themes',
      color: {
        color: '#3f7cac',
      },
      icon: {
        src: '/images/shops/baby.png',
        alt: 'Babyshop',
      },
    },
    {
      text: 'Disney Shop',
      link: '/disney',
      color: {
        color: '#113ccf',
      },
      icon: {
        src: '/images/shops/disney.png',
        alt: 'Disney Shop',
      },
    },
    {
      text: 'Geschäftskunden',
      link: '/geschaeftskunden',
      color: {
        color: '#2b2d42',
      },
      icon: {
        src: '/images/shops/business.png',
        alt: 'Geschäftskunden',
      },
    },
  ],
};

export const shops: ShopEntry[] = [
  {
    text: 'Hochzeitsshop',
    link: '/themes',
    color: {
      color: '#c9787f',
    },
    icon: {
      src: '/images/shops/wedding.png',
      alt: 'Hochzeitsshop',
    },
  },
  {
    text: 'Babyshop',
    link: '/themes',
    color: {
      color: '#3f7cac',
    },
    icon: {
      src: '/images/shops/baby.png',
      alt: 'Babyshop',
    },
  },
  {
    text: 'Disney Shop',
    link: '/disney',
    color: {
      color: '#113ccf',
    },
    icon: {
      src: '/images/shops/disney.png',
      alt: 'Disney Shop',
    },
  },
  {
    text: 'Geschäftskunden',
    link: '/geschaeftskunden',
    color: {
      color: '#2b2d42',
    },
    icon: {
      src: '/images/shops/business.png',
      alt: 'Geschäftskunden',
    },
  },
];

export const headerData: HeaderData = {
  magazine: {
    text: 'Magazin',
    link: '/magazin',
  },
  service: {
    text: 'Hilfe & Kontakt',
    link: '/service',
  },
  account: {
    text: 'Mein Konto',
    link: '/kundenkonto',
  },
  cart: {
    text: 'Warenkorb',
    link: '/warenkorb',
  },
  serviceHotline: {
    display: '030 2312 5000',
    tel: 'tel:+49302312500',
  },
};

export const loggedOutCustomer: Customer = {
  emailHash: '',
  firstName: '',
  lastName: '',
  isLoggedIn: false,
  isWhitelabelCustomer: false,
  number: 0,
  type: 0,
  order: { id: 17, isWhitelabelOrder: false, cartArticlesAmount: 2 },
};

export const loggedInCustomer: Customer = {
  emailHash: '5d41402abc4b2a76b9719d911017c592',
  firstName: 'Erika',
  lastName: 'Mustermann',
  fullName: 'Erika Mustermann',
  isLoggedIn: true,
  isWhitelabelCustomer: false,
  number: 100234,
  type: 0,
  order: { id: 18, isWhitelabelOrder: false, cartArticlesAmount: 3 },
};

export const whitelabelCustomer: Customer = {
  ...loggedInCustomer,
  firstName: 'Jonas',
  lastName: 'Weber',
  fullName: 'Jonas Weber',
  isWhitelabelCustomer: true,
  number: 100777,
};
