import { productJsonLd, serializeJsonLd, type JsonLd } from '../seo/json-ld';
import { checkStructuredData, type StructuredDataBlock } from './structured-data';
import { blocksOf, chrome, homePage, productGroupPage } from './structured-data-pages.testing';

const messagesAt = (block: StructuredDataBlock | undefined, path: string) =>
  block!.issues.filter((issue) => issue.path === path).map((issue) => `${issue.severity}: ${issue.message}`);
const errorsOf = (block: StructuredDataBlock | undefined) =>
  block!.issues
    .filter((issue) => issue.severity === 'error')
    .map(({ message, path, source }) => ({ message, path, source }));

const product = productJsonLd(chrome, 'SIN-000001', [chrome]);
const offer = product.offers as JsonLd;
const { price: _price, ...offerWithoutPrice } = offer;
const { priceCurrency: _currency, ...offerWithoutCurrency } = offer;
const { name: _name, offers: _offers, ...productWithoutNameOrOffers } = product;

describe('checkStructuredData', () => {
  it("finds no error in the shop's own product and home pages, only fields Google calls optional", async () => {
    const report = await checkStructuredData(blocksOf([...productGroupPage, ...homePage]));
    expect(report.blocks.map((block) => block.types)).toEqual([
      ['ProductGroup'],
      ['BreadcrumbList'],
      ['Organization'],
      ['WebSite'],
    ]);
    expect(report.errors).toBe(0);
    expect(report.blocks.slice(1).flatMap((block) => block.issues)).toEqual([]);
    const [group] = report.blocks;
    // To Google each variant is a Product of its own: what the group says once, it asks of every variant again.
    const optional = (field: string) => `warning: Missing field "${field}" (optional)`;
    expect(messagesAt(group, '[0] ProductGroup.hasVariant[1]')).toEqual(
      ['aggregateRating', 'review', 'audience', 'brand', 'description', 'hasCertification']
        .concat(['inProductGroupWithID', 'isVariantOf', 'material', 'mpn', 'pattern', 'size', 'subjectOf'])
        .map(optional),
    );
    expect(messagesAt(group, '[0] ProductGroup.hasVariant[1].offers')).toEqual([optional('priceValidUntil')]);
    expect(
      messagesAt(group, '[0] ProductGroup.hasVariant[1].offers.shippingDetails[0].shippingDestination'),
    ).toEqual([
      'warning: One of the following conditions needs to be met: Missing field "addressRegion" (optional) or Missing field "postalCode" (optional)',
    ]);
    expect(report.warnings).toBe(2 * 15);
  });

  it('names what Google and the shop reject in a product made wrong on purpose', async () => {
    const report = await checkStructuredData(
      [product, { ...product, offers: offerWithoutPrice }, { ...product, offers: offerWithoutCurrency }]
        .concat(productWithoutNameOrOffers)
        .map((node) => serializeJsonLd(node)),
    );
    const [right, withoutPrice, withoutCurrency, withoutNameOrOffers] = report.blocks;
    expect(errorsOf(right)).toEqual([]);
    expect(errorsOf(withoutPrice)).toEqual([
      {
        message:
          'One of the following conditions needs to be met: Required attribute "price" is missing or Required attribute "priceSpecification.price" is missing',
        path: '[0] Product.offers',
        source: 'validator',
      },
      { message: 'price must be a decimal such as "12.50"', path: '[0] Product', source: 'shop' },
    ]);
    // Google only recommends a currency; the shop insists on one.
    expect(errorsOf(withoutCurrency)).toEqual([
      { message: 'priceCurrency must be an ISO 4217 code', path: '[0] Product', source: 'shop' },
    ]);
    expect(messagesAt(withoutCurrency, '[0] Product.offers')).toContain(
      'warning: One of the following conditions needs to be met: Missing field "priceCurrency" (optional) or Missing field "priceSpecification.priceCurrency" (optional)',
    );
    expect(errorsOf(withoutNameOrOffers)).toEqual([
      { message: 'Required attribute "name" is missing', path: '[0] Product', source: 'validator' },
      {
        message: 'One of the following attributes is required: "aggregateRating", "offers" or "review"',
        path: '[0] Product',
        source: 'validator',
      },
      { message: 'Required attribute "offers" is missing', path: '[0] Product', source: 'validator' },
      { message: 'Product needs a name', path: '[0] Product', source: 'shop' },
    ]);
    expect(report.errors).toBe(0 + 2 + 1 + 4);
  });

  it('holds a product on request with a rating to the product snippet only: no merchant listing is a warning', async () => {
    const { offers: _none, ...onRequest } = product;
    const rated = {
      ...onRequest,
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.5, reviewCount: 2 },
    };
    const [withRating, without] = (
      await checkStructuredData([rated, onRequest].map((node) => serializeJsonLd(node)))
    ).blocks;
    expect(errorsOf(withRating)).toEqual([]);
    expect(messagesAt(withRating, '[0] Product')).toContain(
      'warning: Required attribute "offers" is missing (no merchant listing without a price; its rating still makes a product snippet)',
    );
    // Without a rating it is no rich result at all: the errors stay.
    expect(errorsOf(without).map(({ message }) => message)).toContain(
      'Required attribute "offers" is missing',
    );
  });

  it('reports a block that is not JSON, or no object, and goes on with the others', async () => {
    const report = await checkStructuredData([
      '{"@type": "Product", "name": "Baterie",',
      'null',
      serializeJsonLd(product),
    ]);
    const [broken, empty, right] = report.blocks;
    expect(broken).toEqual({
      types: [],
      issues: [
        {
          severity: 'error',
          message: expect.stringMatching(/^Could not parse JSON-LD: .+ at position 39\b/),
          path: '',
          source: 'validator',
        },
      ],
    });
    expect(messagesAt(empty, '')).toEqual([
      'error: Could not parse JSON-LD: not an object or an array of objects',
    ]);
    expect(right!.types).toEqual(['Product']);
    expect(report.errors).toBe(2);
  });

  it('reads @graph, and checks types and properties against the schema.org vocabulary', async () => {
    const graph = {
      '@graph': [
        { '@type': 'Prodcut', name: 'x' },
        { name: 'y' },
        {},
        { '@type': 'Offer', priceCurency: 'RON' },
      ],
    };
    const [block] = (await checkStructuredData([JSON.stringify(graph)])).blocks;
    expect(block!.types).toEqual(['Prodcut', 'Offer']);
    expect(block!.issues.map(({ severity, path, message }) => `${severity} ${path}: ${message}`)).toEqual([
      'error @graph: JSON-LD object missing @context attribute',
      'error [1]: JSON-LD object missing @type attribute',
      'error [2]: JSON-LD object is empty',
      'error [0] Prodcut: Type "Prodcut" is not a valid schema.org type',
      'warning [3] Offer: Property "priceCurency" for type "Offer" is not supported by the schema.org specification',
      // The shop's checker knows no @graph: the shop never writes one.
      'error [0]: @context must be https://schema.org',
    ]);
  });

  it('says once what an item of two types lacks, though the validator sees it once per type', async () => {
    const twoTypes = { ...productWithoutNameOrOffers, '@type': ['Product', 'IndividualProduct'] };
    const [block] = (await checkStructuredData([serializeJsonLd(twoTypes)])).blocks;
    expect(block!.types).toEqual(['Product', 'IndividualProduct']);
    expect(
      messagesAt(block, '[0] Product, IndividualProduct').filter((text) => text.includes('"name"')),
    ).toEqual(['error: Required attribute "name" is missing']);
    expect(new Set(block!.issues.map((issue) => JSON.stringify(issue))).size).toBe(block!.issues.length);
  });
});
