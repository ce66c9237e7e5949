import type { ProductDetail, ProductSaleElement } from '../shop/types';
import { contactLink, productSafetyView } from './product-safety';

describe('contactLink', () => {
  it('links an e-mail address with mailto: and a web address as it is', () => {
    expect(contactLink('sicherheit@calorix.example')).toEqual({
      href: 'mailto:sicherheit@calorix.example',
      text: 'sicherheit@calorix.example',
    });
    expect(contactLink('https://www.kazeya.example/global/safety')).toEqual({
      href: 'https://www.kazeya.example/global/safety',
      text: 'https://www.kazeya.example/global/safety',
    });
  });

  it('reaches a web address written without its scheme over https', () => {
    expect(contactLink('www.brunnhaus.example/kontakt')).toEqual({
      href: 'https://www.brunnhaus.example/kontakt',
      text: 'www.brunnhaus.example/kontakt',
    });
  });

  it('leaves anything else as text, never a link', () => {
    for (const text of ['javascript:alert(1)', 'Tel. +43 1 234 56', 'data:text/html,x', 'v1.5'])
      expect(contactLink(text)).toEqual({ href: null, text });
  });
});

describe('productSafetyView', () => {
  const selected = { ref: 'SPL-000042-2', ean: '4000000000421' } as ProductSaleElement;
  const product = {
    kind: 'goods',
    ref: 'SPL-000042',
    brand: { id: 22, title: 'Kazeya', url: 'kazeya.html' },
    safety: {
      manufacturer: { name: 'Kazeya Corporation', address: ['Tokyo 105-0014', 'Japan'], contact: null },
      euResponsible: {
        name: 'Kazeya Europe B.V.',
        address: ['3013 AK Rotterdam', 'Nederland'],
        contact: 'eu-representative@kazeya.example',
      },
      warnings: ['Enthält R32.'],
    },
  } as ProductDetail;

  it('names the companies, the shown variant’s identifiers and the warnings', () => {
    expect(productSafetyView(product, selected)).toEqual({
      manufacturer: { name: 'Kazeya Corporation', address: ['Tokyo 105-0014', 'Japan'], contact: null },
      euResponsible: {
        name: 'Kazeya Europe B.V.',
        address: ['3013 AK Rotterdam', 'Nederland'],
        contact: {
          href: 'mailto:eu-representative@kazeya.example',
          text: 'eu-representative@kazeya.example',
        },
      },
      identifiers: {
        brand: 'Kazeya',
        model: 'SPL-000042',
        articleNumber: 'SPL-000042-2',
        ean: '4000000000421',
      },
      warnings: ['Enthält R32.'],
    });
  });

  it('has no section for a service', () => {
    expect(productSafetyView({ ...product, kind: 'service' }, selected)).toBeNull();
  });
});
