import { productSafetyOf } from './product-safety';

const columns = {
  manufacturerName: 'Kazeya Corporation',
  manufacturerAddress: '2-14-7 Shiba, Minato-ku\nTokyo 105-0014\nJapan',
  manufacturerContact: 'https://www.kazeya.example/global/safety',
  euResponsibleName: 'Kazeya Europe B.V.',
  euResponsibleAddress: 'Stationsplein 45\r\n\n3013 AK Rotterdam \nNederland\n',
  euResponsibleContact: ' eu-representative@kazeya.example ',
};

describe('productSafetyOf', () => {
  it('reads the manufacturer, the EU responsible person and the warnings line by line', () => {
    expect(productSafetyOf(columns, 'Erster Hinweis.\n\nZweiter Hinweis.\n')).toEqual({
      manufacturer: {
        name: 'Kazeya Corporation',
        address: ['2-14-7 Shiba, Minato-ku', 'Tokyo 105-0014', 'Japan'],
        contact: 'https://www.kazeya.example/global/safety',
      },
      euResponsible: {
        name: 'Kazeya Europe B.V.',
        address: ['Stationsplein 45', '3013 AK Rotterdam', 'Nederland'],
        contact: 'eu-representative@kazeya.example',
      },
      warnings: ['Erster Hinweis.', 'Zweiter Hinweis.'],
    });
  });

  it('names no company whose name is missing, and no contact that is blank', () => {
    const inTheEu = { ...columns, euResponsibleName: null, manufacturerContact: '  ' };
    expect(productSafetyOf(inTheEu, null)).toEqual({
      manufacturer: { name: 'Kazeya Corporation', address: expect.any(Array), contact: null },
      euResponsible: null,
      warnings: [],
    });
    expect(productSafetyOf({ ...columns, manufacturerName: ' ' }, null).manufacturer).toBeNull();
  });

  it('knows nobody for a product without a brand', () => {
    expect(productSafetyOf(null, 'Hinweis')).toEqual({
      manufacturer: null,
      euResponsible: null,
      warnings: ['Hinweis'],
    });
  });
});
