/**
 * Checks JSON-LD nodes against what search engines require of the types the shop publishes (Google's rich
 * result requirements for Product, ProductGroup, Offer, BreadcrumbList, Organization, WebSite and Article). Returns the
 * problems found; none means valid. Used by the tests and the sitemap crawl.
 */
type Node = Record<string, unknown>;

const isText = (value: unknown) => typeof value === 'string' && value.trim().length > 0;
const isAbsoluteUrl = (value: unknown) => typeof value === 'string' && /^https?:\/\/[^\s]+$/.test(value);

function checkOffer(offer: unknown, where: string): string[] {
  if (typeof offer !== 'object' || offer === null) return [`${where}: offers must be an object`];
  const node = offer as Node;
  const problems: string[] = [];
  if (node['@type'] !== 'Offer') problems.push(`${where}: offers must be an Offer`);
  if (typeof node.price !== 'string' || !/^\d+(\.\d{1,2})?$/.test(node.price))
    problems.push(`${where}: price must be a decimal such as "12.50"`);
  if (typeof node.priceCurrency !== 'string' || !/^[A-Z]{3}$/.test(node.priceCurrency))
    problems.push(`${where}: priceCurrency must be an ISO 4217 code`);
  if (typeof node.availability !== 'string' || !node.availability.startsWith('https://schema.org/'))
    problems.push(`${where}: availability must be a schema.org URL`);
  if (!isAbsoluteUrl(node.url)) problems.push(`${where}: offer url must be absolute`);
  if (node.shippingDetails !== undefined) problems.push(...checkShippingDetails(node.shippingDetails, where));
  if (node.hasMerchantReturnPolicy !== undefined)
    problems.push(...checkReturnPolicy(node.hasMerchantReturnPolicy, where));
  return problems;
}

const isCountry = (value: unknown) => typeof value === 'string' && /^[A-Z]{2}$/.test(value);

/** Google's merchant listings: each OfferShippingDetails names a rate with its currency and a destination country. */
function checkShippingDetails(details: unknown, where: string): string[] {
  const list = Array.isArray(details) ? (details as Node[]) : [details as Node];
  return list.flatMap((detail, index) => {
    const rate = detail?.shippingRate as Node | undefined;
    const destination = detail?.shippingDestination as Node | undefined;
    const valid =
      detail?.['@type'] === 'OfferShippingDetails' &&
      typeof rate?.value === 'string' &&
      /^\d+(\.\d{1,2})?$/.test(rate.value) &&
      typeof rate.currency === 'string' &&
      /^[A-Z]{3}$/.test(rate.currency) &&
      isCountry(destination?.addressCountry);
    return valid
      ? []
      : [`${where}: shippingDetails[${index}] needs a rate with its currency and a destination country`];
  });
}

/** A MerchantReturnPolicy names its countries and category, and a finite window its days. */
function checkReturnPolicy(policy: unknown, where: string): string[] {
  const node = (typeof policy === 'object' && policy !== null ? policy : {}) as Node;
  const countries = Array.isArray(node.applicableCountry) ? node.applicableCountry : [node.applicableCountry];
  const finite = node.returnPolicyCategory === 'https://schema.org/MerchantReturnFiniteReturnWindow';
  const valid =
    node['@type'] === 'MerchantReturnPolicy' &&
    countries.length > 0 &&
    countries.every(isCountry) &&
    typeof node.returnPolicyCategory === 'string' &&
    node.returnPolicyCategory.startsWith('https://schema.org/MerchantReturn') &&
    (!finite || (Number.isInteger(node.merchantReturnDays) && (node.merchantReturnDays as number) > 0));
  return valid
    ? []
    : [`${where}: hasMerchantReturnPolicy needs countries, a category and a finite window's days`];
}

/** Google reads an EU energy label by its EPREL code, or by the class on its scale where there is none. */
function checkCertification(certification: unknown, where: string): string[] {
  if (certification === undefined) return [];
  const node: Node =
    typeof certification === 'object' && certification !== null ? (certification as Node) : {};
  const issuer = (node.issuedBy as Node | undefined)?.name;
  const rating = node.certificationRating as Node | undefined;
  const rated = ['ratingValue', 'bestRating', 'worstRating'].every((key) => isText(rating?.[key]));
  return [
    ...(node['@type'] === 'Certification' && node.name === 'EPREL'
      ? []
      : [`${where}: hasCertification must be an EPREL Certification`]),
    ...(issuer === 'EC' || issuer === 'European_Commission'
      ? []
      : [`${where}: an EPREL certification is issued by EC or European_Commission`]),
    ...(isText(node.certificationIdentification) || rated
      ? []
      : [`${where}: an EPREL certification needs its code or a rating with best and worst`]),
  ];
}

function checkProduct(node: Node, where: string): string[] {
  const problems: string[] = [];
  if (!isText(node.name)) problems.push(`${where}: Product needs a name`);
  if (!isText(node.sku)) problems.push(`${where}: Product needs a sku`);
  if (node.image !== undefined && (!Array.isArray(node.image) || !node.image.every(isAbsoluteUrl)))
    problems.push(`${where}: images must be absolute URLs`);
  if (node.offers !== undefined) problems.push(...checkOffer(node.offers, where));
  return problems;
}

function checkNode(node: Node, where: string): string[] {
  switch (node['@type']) {
    case 'Product':
      return [
        ...checkProduct(node, where),
        ...checkCertification(node.hasCertification, where),
        ...(isAbsoluteUrl(node.url) ? [] : [`${where}: Product needs a url`]),
      ];
    case 'ProductGroup': {
      const variants = Array.isArray(node.hasVariant) ? (node.hasVariant as Node[]) : [];
      return [
        ...(isText(node.name) ? [] : [`${where}: ProductGroup needs a name`]),
        ...(isText(node.productGroupID) ? [] : [`${where}: ProductGroup needs a productGroupID`]),
        ...(variants.length > 0 ? [] : [`${where}: ProductGroup needs variants`]),
        ...checkCertification(node.hasCertification, where),
        ...variants.flatMap((variant, index) => checkProduct(variant, `${where}.hasVariant[${index}]`)),
      ];
    }
    case 'BreadcrumbList': {
      const items = Array.isArray(node.itemListElement) ? (node.itemListElement as Node[]) : [];
      if (items.length === 0) return [`${where}: BreadcrumbList needs items`];
      return items.flatMap((item, index) => [
        ...(item.position === index + 1 ? [] : [`${where}[${index}]: positions must count from 1`]),
        ...(isText(item.name) ? [] : [`${where}[${index}]: item needs a name`]),
        ...(isAbsoluteUrl(item.item) ? [] : [`${where}[${index}]: item needs an absolute URL`]),
      ]);
    }
    case 'Organization':
      return [
        ...(isText(node.name) ? [] : [`${where}: Organization needs a name`]),
        ...(isAbsoluteUrl(node.url) ? [] : [`${where}: Organization needs an absolute url`]),
        ...(isAbsoluteUrl(node.logo) ? [] : [`${where}: Organization needs an absolute logo`]),
      ];
    case 'Article': {
      const author = node.author as Node | undefined;
      return [
        ...(isText(node.headline) && String(node.headline).length <= 110
          ? []
          : [`${where}: Article needs a headline of at most 110 characters`]),
        ...(typeof node.datePublished === 'string' && !Number.isNaN(Date.parse(node.datePublished))
          ? []
          : [`${where}: Article needs an ISO 8601 datePublished`]),
        ...(isText(author?.name) && isAbsoluteUrl(author?.url)
          ? []
          : [`${where}: Article needs an author with name and url`]),
        ...(isAbsoluteUrl(node.mainEntityOfPage)
          ? []
          : [`${where}: Article needs its page as mainEntityOfPage`]),
      ];
    }
    case 'WebSite': {
      const action = node.potentialAction as Node | undefined;
      const target = (action?.target as Node | undefined)?.urlTemplate;
      return [
        ...(isAbsoluteUrl(node.url) ? [] : [`${where}: WebSite needs an absolute url`]),
        ...(typeof target === 'string' &&
        target.includes('{search_term_string}') &&
        isAbsoluteUrl(target.replace('{search_term_string}', 'x'))
          ? []
          : [`${where}: SearchAction needs an absolute urlTemplate with {search_term_string}`]),
        ...(action?.['query-input'] === 'required name=search_term_string'
          ? []
          : [`${where}: SearchAction needs query-input`]),
      ];
    }
    default:
      return [`${where}: unexpected type ${String(node['@type'])}`];
  }
}

/** Checks the text of one <script type="application/ld+json"> element. */
export function checkJsonLd(text: string): string[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return ['not valid JSON'];
  }
  const nodes = Array.isArray(parsed) ? parsed : [parsed];
  return nodes.flatMap((node, index) => {
    if (typeof node !== 'object' || node === null) return [`[${index}]: not an object`];
    const typed = node as Node;
    if (typed['@context'] !== 'https://schema.org')
      return [`[${index}]: @context must be https://schema.org`];
    return checkNode(typed, `[${index}] ${String(typed['@type'])}`);
  });
}
