import { reviewStructuredData } from '../catalog/rating';
import {
  breadcrumbJsonLd,
  organizationJsonLd,
  productJsonLd,
  serializeJsonLd,
  webSiteJsonLd,
  type JsonLd,
  type ProductInput,
} from '../seo/json-ld';
import { shippingDetailsJsonLd, withdrawalReturnPolicyJsonLd } from '../seo/merchant-listing';

/**
 * JSON-LD blocks as the shop writes them (one script element per node: lib/catalog/product-structured-data.ts,
 * lib/catalog/home.ts), built with the shop's own builders: what the structured-data checks are tried on.
 */
const origin = 'https://www.sanitaerwelt.ro';
const page = `${origin}/baterie-lavoar-aquavia-lineo.html`;

const offer = (path: string, lei: number, availability: 'InStock' | 'BackOrder') => ({
  url: `${origin}${path}`,
  price: { amount: lei * 100, currency: 'RON' },
  availability,
  sellerName: 'Sanitärwelt',
  shippingDetails: [
    shippingDetailsJsonLd({
      country: 'RO',
      rate: { amount: 2_500, currency: 'RON' },
      handlingDays: { min: 0, max: 1 },
      transitDays: { min: 1, max: 3 },
    }),
  ],
  returnPolicy: withdrawalReturnPolicyJsonLd(['RO']),
});

/** The default variant of a basin mixer sold in two finishes, priced in lei. */
export const chrome: ProductInput = {
  url: page,
  name: 'Baterie lavoar Aquavia Lineo',
  description: 'Baterie monocomandă din alamă.',
  sku: 'SIN-000001-1',
  gtin13: '4000000000017',
  images: [`${origin}/media/product/faucet-c9ced3-main.png`],
  brand: 'Aquavia',
  category: 'Baterii lavoar',
  color: 'Crom',
  size: null,
  offer: offer('/baterie-lavoar-aquavia-lineo.html', 649, 'InStock'),
  energyLabel: null,
};

const black: ProductInput = {
  ...chrome,
  sku: 'SIN-000001-2',
  gtin13: '4000000000024',
  color: 'Negru mat',
  offer: offer('/baterie-lavoar-aquavia-lineo.html?v=2', 749.5, 'BackOrder'),
};

const review = {
  id: 1,
  productId: 1,
  saleElementId: 1,
  author: 'Ioana',
  title: 'Foarte bună',
  comment: 'Se montează ușor.',
  rating: 5,
  verified: true,
  createdAt: new Date('2026-09-14T10:00:00Z'),
};

/** The product page of the mixer: the ProductGroup with its reviews, and the breadcrumb trail. */
export const productGroupPage: JsonLd[] = [
  {
    ...productJsonLd(chrome, 'SIN-000001', [chrome, black]),
    ...reviewStructuredData({ average: 4.5, count: 2 }, [review, { ...review, id: 2, rating: 4 }]),
  },
  breadcrumbJsonLd([
    { name: 'Acasă', url: `${origin}/` },
    { name: 'Baterii lavoar', url: `${origin}/baterii-lavoar.html` },
    { name: 'Baterie lavoar Aquavia Lineo', url: page },
  ]),
];

/** The home page's: the organisation and the site with its search. */
export const homePage: JsonLd[] = [
  organizationJsonLd({
    name: 'Sanitärwelt',
    url: `${origin}/`,
    logo: `${origin}/media/site/logo-ro.svg`,
    telephone: '+40 21 310 4455',
    email: 'service@sanitaerwelt.ro',
    address: { street: 'Strada Industriilor 12', postalCode: '077040', city: 'Chiajna', country: 'RO' },
    sameAs: [],
  }),
  webSiteJsonLd({ name: 'Sanitärwelt', url: `${origin}/`, language: 'ro-RO', searchUrl: `${origin}/search` }),
];

/** The script elements' texts, as `readPageHead` returns them. */
export const blocksOf = (nodes: JsonLd[]): string[] => nodes.map((node) => serializeJsonLd(node));
