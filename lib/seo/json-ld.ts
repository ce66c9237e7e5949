import type { Money } from '../pricing/money';

/** A schema.org node as it goes into a page's JSON-LD. */
export type JsonLd = Record<string, unknown>;

const CONTEXT = 'https://schema.org';

/** schema.org's availability values for docs/product.md §4's stock states. */
export type OfferAvailability = 'InStock' | 'OutOfStock' | 'BackOrder' | 'PreOrder';

export interface OfferInput {
  url: string;
  price: Money;
  /** The 30-day prior price of an announced reduction, which Google shows struck through. */
  priorPrice?: Money | null;
  availability: OfferAvailability;
  /** For preorders: the day it can be delivered. */
  availableFrom?: string | null;
  sellerName: string;
  /** Postage and delivery time per country the store ships the goods to (OfferShippingDetails). */
  shippingDetails?: JsonLd[];
  /** The return policy (MerchantReturnPolicy): the right of withdrawal. */
  returnPolicy?: JsonLd | null;
}

/** An EU energy label: its EPREL registration, by which Google looks the label up, and its class on its scale. */
export interface EnergyLabelInput {
  eprelNumber: number | null;
  energyClass: string;
  best: string;
  worst: string;
}

export interface ProductInput {
  url: string;
  name: string;
  description: string;
  sku: string;
  gtin13: string | null;
  images: string[];
  brand: string | null;
  category: string | null;
  color: string | null;
  size: string | null;
  /** Null for products shown with "price on request". */
  offer: OfferInput | null;
  energyLabel?: EnergyLabelInput | null;
}

/** Minor units as schema.org wants a price: a plain decimal with a dot ("1234.50"). */
export function decimalPrice(money: Money): string {
  return (money.amount / 100).toFixed(2);
}

function offer(input: OfferInput): JsonLd {
  return {
    '@type': 'Offer',
    url: input.url,
    price: decimalPrice(input.price),
    priceCurrency: input.price.currency,
    ...(input.priorPrice
      ? {
          priceSpecification: {
            '@type': 'UnitPriceSpecification',
            priceType: `${CONTEXT}/StrikethroughPrice`,
            price: decimalPrice(input.priorPrice),
            priceCurrency: input.priorPrice.currency,
          },
        }
      : {}),
    availability: `${CONTEXT}/${input.availability}`,
    ...(input.availability === 'PreOrder' && input.availableFrom
      ? { availabilityStarts: input.availableFrom }
      : {}),
    itemCondition: `${CONTEXT}/NewCondition`,
    ...(input.shippingDetails && input.shippingDetails.length > 0
      ? { shippingDetails: input.shippingDetails }
      : {}),
    ...(input.returnPolicy ? { hasMerchantReturnPolicy: input.returnPolicy } : {}),
    seller: { '@type': 'Organization', name: input.sellerName },
  };
}

/**
 * An energy label as Google's merchant listings document it (Certification): issued by the European Commission
 * under the name "EPREL" with the registration number; the rating is what Google reads where there is none.
 */
function energyCertification(label: EnergyLabelInput): JsonLd {
  return {
    '@type': 'Certification',
    issuedBy: { '@type': 'Organization', name: 'European_Commission' },
    name: 'EPREL',
    ...(label.eprelNumber === null ? {} : { certificationIdentification: String(label.eprelNumber) }),
    certificationRating: {
      '@type': 'Rating',
      ratingValue: label.energyClass,
      bestRating: label.best,
      worstRating: label.worst,
    },
  };
}

function productNode(input: ProductInput): JsonLd {
  return {
    '@type': 'Product',
    name: input.name,
    sku: input.sku,
    ...(input.gtin13 ? { gtin13: input.gtin13 } : {}),
    ...(input.images.length > 0 ? { image: input.images } : {}),
    ...(input.color ? { color: input.color } : {}),
    ...(input.size ? { size: input.size } : {}),
    ...(input.offer ? { offers: offer(input.offer) } : {}),
  };
}

/**
 * A product with its offer; a product sold in variants is a ProductGroup whose variants each carry their own
 * offer, which is how Google reads colour and size variants.
 */
export function productJsonLd(product: ProductInput, groupId: string, variants: ProductInput[]): JsonLd {
  const shared = {
    description: product.description,
    ...(product.brand ? { brand: { '@type': 'Brand', name: product.brand } } : {}),
    ...(product.category ? { category: product.category } : {}),
    ...(product.energyLabel ? { hasCertification: energyCertification(product.energyLabel) } : {}),
  };
  if (variants.length < 2) {
    return {
      '@context': CONTEXT,
      ...productNode(product),
      '@id': `${product.url}#product`,
      url: product.url,
      ...shared,
    };
  }
  const variesBy = [
    ...(variants.some((variant) => variant.color) ? [`${CONTEXT}/color`] : []),
    ...(variants.some((variant) => variant.size) ? [`${CONTEXT}/size`] : []),
  ];
  return {
    '@context': CONTEXT,
    '@type': 'ProductGroup',
    '@id': `${product.url}#product`,
    name: product.name,
    url: product.url,
    productGroupID: groupId,
    ...(product.images.length > 0 ? { image: product.images } : {}),
    variesBy,
    hasVariant: variants.map((variant) => productNode(variant)),
    ...shared,
  };
}

export function breadcrumbJsonLd(items: Array<{ name: string; url: string }>): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: item.url,
    })),
  };
}

export interface OrganizationInput {
  name: string;
  url: string;
  logo: string;
  telephone: string;
  email: string;
  address: { street: string; postalCode: string; city: string; country: string };
  sameAs: string[];
}

export function organizationJsonLd(input: OrganizationInput): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'Organization',
    '@id': `${input.url}#organization`,
    name: input.name,
    url: input.url,
    logo: input.logo,
    contactPoint: {
      '@type': 'ContactPoint',
      telephone: input.telephone,
      email: input.email,
      contactType: 'customer service',
      areaServed: input.address.country,
    },
    address: {
      '@type': 'PostalAddress',
      streetAddress: input.address.street,
      postalCode: input.address.postalCode,
      addressLocality: input.address.city,
      addressCountry: input.address.country,
    },
    ...(input.sameAs.length > 0 ? { sameAs: input.sameAs } : {}),
  };
}

/** A guide article (Google's Article): written by the shop, which the author and publisher name. */
export function articleJsonLd(input: {
  headline: string;
  description: string;
  url: string;
  datePublished: string;
  language: string;
  publisher: { name: string; url: string; logo: string };
}): JsonLd {
  const organization = {
    '@type': 'Organization',
    name: input.publisher.name,
    url: input.publisher.url,
  };
  return {
    '@context': CONTEXT,
    '@type': 'Article',
    headline: input.headline,
    description: input.description,
    inLanguage: input.language,
    datePublished: input.datePublished,
    dateModified: input.datePublished,
    mainEntityOfPage: input.url,
    author: organization,
    publisher: { ...organization, logo: { '@type': 'ImageObject', url: input.publisher.logo } },
  };
}

/** The site, and the search it offers search engines (the /search/{value} route of docs/product.md §2). */
export function webSiteJsonLd(input: {
  name: string;
  url: string;
  language: string;
  searchUrl: string;
}): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'WebSite',
    '@id': `${input.url}#website`,
    name: input.name,
    url: input.url,
    inLanguage: input.language,
    potentialAction: {
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: `${input.searchUrl}/{search_term_string}` },
      'query-input': 'required name=search_term_string',
    },
  };
}

/** JSON for a <script> element: `<` escaped so no text in the data can close the element. */
export function serializeJsonLd(data: JsonLd | JsonLd[]): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
