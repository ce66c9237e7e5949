import type { ListingFacets } from '../shop/listing';
import { parseListingQuery } from '../seo/listing-state';
import { chosenFilters, facetGroupsView, type FacetTitles } from './facet-links';

const titles: FacetTitles = {
  categories: 'Kategorie',
  brands: 'Marke',
  colours: 'Farbe',
  sizes: 'Größe',
  badges: 'Besonderheiten',
  availability: 'Verfügbarkeit',
  availabilityValue: (value) =>
    ({
      inStock: 'Auf Lager',
      backorder: 'Nachbestellt',
      preorder: 'Vorbestellbar',
      outOfStock: 'Nicht auf Lager',
    })[value],
};

const facets: ListingFacets = {
  categories: [{ id: 4, title: 'Armaturen', count: 8, selected: false }],
  brands: [
    { id: 1, title: 'Aquavia', count: 12, selected: true },
    { id: 2, title: 'Brunnhaus', count: 9, selected: false },
  ],
  colours: [{ id: 1, title: 'Chrom', swatch: '#c9ced3', count: 12, selected: false }],
  sizes: [],
  badges: [{ id: 2, code: 'new', color: '#1b5e20', title: 'Neu', count: 3, selected: false }],
  availability: [{ value: 'inStock', count: 10, selected: false }],
  features: [{ id: 1, title: 'Material', values: [{ id: 5, title: 'Messing', count: 7, selected: false }] }],
  priceRange: { min: 1_000, max: 90_000 },
  applied: {
    categoryIds: [],
    brandIds: [1],
    colourIds: [],
    sizeIds: [],
    badgeIds: [],
    featureValueIds: [],
    availability: [],
  },
};

const state = parseListingQuery(new URLSearchParams('brand=1&sort=newest&page=2'));

describe('facetGroupsView', () => {
  const groups = facetGroupsView(facets, state, '/bad.html', 12, titles);

  it('links every value to the listing with that value toggled, from page 1', () => {
    const brands = groups.find((group) => group.key === 'brands')!;
    expect(brands.links.map((entry) => [entry.label, entry.selected, entry.href])).toEqual([
      ['Aquavia', true, '/bad.html?sort=newest'],
      ['Brunnhaus', false, '/bad.html?brand=1,2&sort=newest'],
    ]);
    expect(groups.find((group) => group.key === 'feature-1')!.links[0]!.href).toBe(
      '/bad.html?brand=1&spec=5&sort=newest',
    );
  });

  it('leaves out groups whose values would change nothing', () => {
    // Every shown product is chrome: choosing chrome narrows nothing.
    expect(groups.map((group) => group.key)).toEqual([
      'categories',
      'brands',
      'badges',
      'availability',
      'feature-1',
    ]);
  });

  it('keeps crawlers to the plain listing', () => {
    const plain = facetGroupsView(
      facets,
      parseListingQuery(new URLSearchParams('')),
      '/bad.html',
      12,
      titles,
    );
    expect(plain.flatMap((group) => group.links).every((entry) => entry.nofollow)).toBe(true);
    const deselect = groups.find((group) => group.key === 'brands')!.links[0]!;
    expect(deselect.nofollow).toBe(true);
  });

  it('gives badges readable colours', () => {
    expect(groups.find((group) => group.key === 'badges')!.links[0]!.colours).toEqual({
      background: '#1b5e20',
      text: '#ffffff',
    });
  });
});

describe('chosenFilters', () => {
  it('lists each chosen value and the price range with the link that removes it', () => {
    const groups = facetGroupsView(facets, state, '/bad.html', 12, titles);
    expect(chosenFilters(groups, state, '/bad.html', null)).toEqual([
      { label: 'Marke: Aquavia', href: '/bad.html?sort=newest' },
    ]);
    const priced = parseListingQuery(new URLSearchParams('price-min=10&brand=1'));
    expect(chosenFilters([], priced, '/bad.html', 'Preis: ab 10 €')).toEqual([
      { label: 'Preis: ab 10 €', href: '/bad.html?brand=1' },
    ]);
  });
});
