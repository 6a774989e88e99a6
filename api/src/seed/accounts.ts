/** Password of every demo account. */
export const DEMO_PASSWORD = 'demo-pass-123';

const none = { flights: false, packages: false, crm: false, vouchers: false };

/**
 * Demo accounts (demo mode only): a plain user, house staff with every option and the
 * reservations action, an agent of Blue Lagoon Travel and that agency's owner.
 */
export const DEMO_USERS: {
  name: string;
  email: string;
  plan_id: number | null;
  fid: number | null;
  options: typeof none;
  actions: string[];
  role: 'user' | 'staff';
}[] = [
  {
    name: 'Dana Demo',
    email: 'user@demo.test',
    plan_id: null,
    fid: null,
    options: none,
    actions: [],
    role: 'user',
  },
  {
    name: 'Paula Power',
    email: 'power@demo.test',
    plan_id: null,
    fid: null,
    options: { flights: true, packages: true, crm: true, vouchers: true },
    actions: ['reservations'],
    role: 'staff',
  },
  {
    name: 'Avi Agent',
    email: 'agent@demo.test',
    plan_id: 2,
    fid: 1001,
    options: { flights: true, packages: false, crm: true, vouchers: true },
    actions: ['reservations'],
    role: 'user',
  },
  {
    name: 'Orna Owner',
    email: 'owner@demo.test',
    plan_id: 2,
    fid: 1001,
    options: { flights: true, packages: false, crm: true, vouchers: true },
    actions: ['reservations'],
    role: 'user',
  },
];

/** The demo agencies' owners (who alone set an agency's default markup), by email. */
export const AGENCY_OWNERS: { fid: number; email: string }[] = [
  { fid: 1001, email: 'owner@demo.test' },
];

const noColors = {
  brand: null,
  bgBrand: null,
  bgBrandAlt: null,
  textBrand: null,
  textBrandAlt: null,
};
const noSocials = {
  facebook: null,
  messenger: null,
  instagram: null,
  linkedin: null,
  twitter: null,
  whatsapp: null,
  youtube: null,
};

/**
 * White-label settings: the house (fid 1, seeded in every mode), then the demo partners (an
 * agent, an agency host and a custom host; demo mode only).
 * Colour roles as the storefront uses them: `brand` accents and links, `bgBrand` the
 * strong background of buttons and banners with `textBrand` on it, `bgBrandAlt` a soft
 * tint with `textBrandAlt` on it.
 */
export const AGENCIES: { fid: number; host: string | null; data: Record<string, unknown> }[] = [
  {
    fid: 1,
    host: null,
    data: {
      id: 1,
      white_label: false,
      name: null,
      title: null,
      favicon: null,
      icon: null,
      home_page_title: null,
      translations: {
        en: { name: null, title: null, home_page_title: null },
        he: { name: null, title: null, home_page_title: null },
      },
      colors: noColors,
      logo: { light: null, dark: null },
      background: { light: null, dark: null },
      socials: noSocials,
    },
  },
  {
    fid: 1001,
    host: null,
    data: {
      id: 11,
      white_label: true,
      name: 'Blue Lagoon Travel',
      title: 'Blue Lagoon Travel – hotels worldwide',
      favicon: '/assets/brands/blue-lagoon-icon.svg',
      icon: '/assets/brands/blue-lagoon-icon.svg',
      home_page_title: 'Your next stay, booked by Blue Lagoon',
      translations: {
        en: {
          name: 'Blue Lagoon Travel',
          title: 'Blue Lagoon Travel – hotels worldwide',
          home_page_title: 'Your next stay, booked by Blue Lagoon',
        },
        he: {
          name: 'בלו לגון טרוול',
          title: 'בלו לגון טרוול – מלונות בכל העולם',
          home_page_title: 'החופשה הבאה שלכם, בהזמנת בלו לגון',
        },
      },
      colors: {
        brand: { light: '#0e7490', dark: '#22d3ee' },
        bgBrand: { light: '#0e7490', dark: '#0891b2' },
        bgBrandAlt: { light: '#ecfeff', dark: '#083344' },
        textBrand: { light: '#ffffff', dark: '#ecfeff' },
        textBrandAlt: { light: '#164e63', dark: '#cffafe' },
      },
      logo: {
        light: '/assets/brands/blue-lagoon-light.svg',
        dark: '/assets/brands/blue-lagoon-dark.svg',
      },
      background: { light: '#f8fafc', dark: '#020617' },
      socials: {
        facebook: 'https://facebook.example/bluelagoontravel',
        messenger: 'https://messenger.example/bluelagoontravel',
        instagram: 'https://instagram.example/bluelagoontravel',
        linkedin: null,
        twitter: null,
        whatsapp: 'https://wa.example/972500000000',
        youtube: null,
      },
    },
  },
  {
    fid: 1002,
    host: 'sunny.travel',
    data: {
      id: 12,
      white_label: true,
      name: 'Sunny Travel',
      title: 'Sunny Travel',
      favicon: '/assets/brands/sunny-light.svg',
      icon: '/assets/brands/sunny-light.svg',
      home_page_title: 'Sunny hotels for every trip',
      translations: {
        en: {
          name: 'Sunny Travel',
          title: 'Sunny Travel',
          home_page_title: 'Sunny hotels for every trip',
        },
        he: { name: 'סאני טרוול', title: 'סאני טרוול', home_page_title: 'מלונות שמשיים לכל טיול' },
      },
      colors: {
        brand: { light: '#d97706', dark: '#fbbf24' },
        bgBrand: { light: '#b45309', dark: '#d97706' },
        bgBrandAlt: { light: '#fffbeb', dark: '#451a03' },
        textBrand: { light: '#ffffff', dark: '#fffbeb' },
        textBrandAlt: { light: '#78350f', dark: '#fef3c7' },
      },
      logo: { light: '/assets/brands/sunny-light.svg', dark: '/assets/brands/sunny-dark.svg' },
      background: { light: null, dark: null },
      socials: {
        ...noSocials,
        facebook: 'https://facebook.example/sunnytravel',
        instagram: 'https://instagram.example/sunnytravel',
      },
    },
  },
  {
    fid: 1003,
    host: 'book.partner.test',
    data: {
      id: 13,
      white_label: true,
      name: 'Partner Bookings',
      title: 'Partner Bookings',
      favicon: '/assets/brands/partner-light.svg',
      icon: '/assets/brands/partner-light.svg',
      home_page_title: 'Hotels for partner members',
      translations: {
        en: {
          name: 'Partner Bookings',
          title: 'Partner Bookings',
          home_page_title: 'Hotels for partner members',
        },
        he: {
          name: 'הזמנות שותפים',
          title: 'הזמנות שותפים',
          home_page_title: 'מלונות לחברי השותפים',
        },
      },
      colors: {
        brand: { light: '#7c3aed', dark: '#a78bfa' },
        bgBrand: { light: '#7c3aed', dark: '#6d28d9' },
        bgBrandAlt: { light: '#f5f3ff', dark: '#2e1065' },
        textBrand: { light: '#ffffff', dark: '#f5f3ff' },
        textBrandAlt: { light: '#4c1d95', dark: '#ede9fe' },
      },
      logo: { light: '/assets/brands/partner-light.svg', dark: '/assets/brands/partner-dark.svg' },
      background: { light: null, dark: null },
      socials: {
        ...noSocials,
        linkedin: 'https://linkedin.example/partner',
        youtube: 'https://youtube.example/partner',
      },
    },
  },
];
