import { hasId, textRows, titleRows, titlesOf, type Localised } from './thelia-texts';

interface Model {
  i18n?: { title?: string | null; chapo?: string | null; metaKeywords?: string | null } | null;
}

const item: Localised<Model> = {
  primary: { i18n: { title: 'Handbrause Regen', chapo: 'Drei Strahlarten', metaKeywords: null } },
  locales: new Map<string, Model>([
    ['de_DE', { i18n: { title: 'Handbrause Regen', chapo: 'Drei Strahlarten', metaKeywords: null } }],
    ['en_US', { i18n: { title: 'Hand shower Rain', chapo: null } }],
    ['ro_RO', { i18n: { title: '  ', chapo: 'netradus' } }],
  ]),
};

describe('texts per locale out of Thelia’s models', () => {
  it('writes a long *_i18n row per locale, empty strings for what Thelia leaves null', () => {
    expect(textRows(3, item, (model) => model.i18n).slice(0, 2)).toEqual([
      expect.objectContaining({
        id: 3,
        locale: 'de_DE',
        title: 'Handbrause Regen',
        chapo: 'Drei Strahlarten',
      }),
      {
        id: 3,
        locale: 'en_US',
        title: 'Hand shower Rain',
        chapo: '',
        description: '',
        postscriptum: '',
        metaTitle: '',
        metaDescription: '',
        metaKeywords: '',
      },
    ]);
  });

  it('gives a locale without a title the default language’s texts, whole', () => {
    expect(textRows(3, item, (model) => model.i18n)[2]).toMatchObject({
      locale: 'ro_RO',
      title: 'Handbrause Regen',
      chapo: 'Drei Strahlarten',
    });
    expect(titlesOf(item, (model) => model.i18n).get('ro_RO')).toBe('Handbrause Regen');
  });

  it('writes short rows of a part picked out of the model, empty when even the default has none', () => {
    expect(titleRows(9, item, () => undefined)).toEqual([
      { id: 9, locale: 'de_DE', title: '' },
      { id: 9, locale: 'en_US', title: '' },
      { id: 9, locale: 'ro_RO', title: '' },
    ]);
  });

  it('tells nested models with an id from those without', () => {
    expect([{ id: 1 }, {}, { id: 0 }].filter(hasId)).toEqual([{ id: 1 }, { id: 0 }]);
  });
});
