/** @jest-environment jsdom */
import { render, screen, within } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { ProductSafetyView } from '@/lib/catalog/product-safety';
import de from '@/messages/de.json';
import { ProductSafety } from './product-safety';

const safety: ProductSafetyView = {
  manufacturer: {
    name: 'Kazeya Corporation',
    address: ['2-14-7 Shiba, Minato-ku', 'Tokyo 105-0014', 'Japan'],
    contact: {
      href: 'https://www.kazeya.example/global/safety',
      text: 'https://www.kazeya.example/global/safety',
    },
  },
  euResponsible: {
    name: 'Kazeya Europe B.V.',
    address: ['Stationsplein 45', '3013 AK Rotterdam', 'Nederland'],
    contact: { href: 'mailto:eu-representative@kazeya.example', text: 'eu-representative@kazeya.example' },
  },
  identifiers: { brand: 'Kazeya', model: 'SPL-000042', articleNumber: 'SPL-000042-2', ean: null },
  warnings: ['Enthält R32.', 'Vor Wartung vom Netz trennen.'],
};

function renderInGerman(view: ProductSafetyView) {
  render(
    <NextIntlClientProvider locale="de" messages={de}>
      <ProductSafety safety={view} />
    </NextIntlClientProvider>,
  );
  return screen.getByRole('region', { name: 'Produktsicherheit' });
}

describe('ProductSafety', () => {
  it('names the manufacturer and the EU responsible person with their addresses and links', () => {
    const section = renderInGerman(safety);
    const manufacturer = within(section).getByTestId('manufacturer');
    expect(within(manufacturer).getByRole('heading', { level: 3 }).textContent).toBe('Hersteller');
    expect(manufacturer.querySelector('address')?.innerHTML).toContain(
      'Kazeya Corporation<br>2-14-7 Shiba, Minato-ku<br>Tokyo 105-0014<br>Japan',
    );
    expect(within(manufacturer).getByRole('link').getAttribute('href')).toBe(
      'https://www.kazeya.example/global/safety',
    );
    const responsible = within(section).getByTestId('eu-responsible');
    expect(within(responsible).getByRole('heading').textContent).toBe('Verantwortliche Person in der EU');
    expect(
      within(responsible).getByRole('link', { name: 'eu-representative@kazeya.example' }),
    ).toHaveProperty('href', 'mailto:eu-representative@kazeya.example');
  });

  it('lists the identifiers it has as terms and the warnings in order', () => {
    const section = renderInGerman(safety);
    const terms = [...section.querySelectorAll('dl > div')].map((row) => [
      row.querySelector('dt')?.textContent,
      row.querySelector('dd')?.textContent,
    ]);
    expect(terms).toEqual([
      ['Marke', 'Kazeya'],
      ['Modell / Typ', 'SPL-000042'],
      ['Artikelnummer', 'SPL-000042-2'],
    ]);
    expect(
      within(section)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(safety.warnings);
  });

  it('leaves out the EU responsible person, the contact link and the warnings it does not have', () => {
    const section = renderInGerman({
      ...safety,
      manufacturer: { ...safety.manufacturer!, contact: null },
      euResponsible: null,
      warnings: [],
    });
    expect(within(section).queryByTestId('eu-responsible')).toBeNull();
    expect(within(section).queryByRole('link')).toBeNull();
    expect(within(section).queryByRole('list')).toBeNull();
    expect(
      within(section)
        .getAllByRole('heading')
        .map((heading) => heading.textContent),
    ).toEqual(['Produktsicherheit', 'Hersteller', 'Produktkennzeichnung']);
  });
});
