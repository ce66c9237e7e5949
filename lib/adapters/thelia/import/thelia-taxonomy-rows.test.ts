import type { components } from '../openapi/thelia-open-api';
import brandsJson from '@/lib/testing/fake-thelia/fixtures/brands.json';
import categoriesJson from '@/lib/testing/fake-thelia/fixtures/categories.json';
import { brandRows, categoryRows } from './thelia-taxonomy-rows';

type Schemas = components['schemas'];

const only = <T>(model: T) => ({ primary: model, locales: new Map([['de_DE', model]]) });

describe('Thelia’s categories and brands as the index’s rows', () => {
  it('keeps a category’s id, parent and visibility, and wishes for its Thelia address', () => {
    const [bathroom] = categoriesJson as Schemas['Category'][];
    const rows = categoryRows(only({ ...bathroom!, visible: false }), '/');
    expect(rows.category).toEqual({ id: 1, parent: 0, visible: false, position: 1 });
    expect(rows.i18n[0]).toMatchObject({ id: 1, locale: 'de_DE', title: 'Badezimmer' });
    expect(rows.addresses).toEqual([
      { view: 'category', viewId: 1, locale: 'de_DE', path: 'badezimmer.html', title: 'Badezimmer' },
    ]);
  });

  it('takes a category without a parent for a top one', () => {
    expect(categoryRows(only({ id: 5, parent: null }), '/').category.parent).toBe(0);
  });

  it('wishes for a brand’s address to be made from its name, Thelia sending none', () => {
    const [brand] = brandsJson as Schemas['Brand'][];
    const rows = brandRows(only(brand!));
    expect(rows.brand).toEqual({ id: 1, visible: true, position: 1 });
    expect(rows.addresses).toEqual([
      { view: 'brand', viewId: 1, locale: 'de_DE', path: null, title: 'Aqualine' },
    ]);
  });
});
