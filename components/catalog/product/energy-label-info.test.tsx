/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { EnergyLabelView } from '@/lib/catalog/energy-labels';
import de from '@/messages/de.json';
import { EnergyLabelInfo } from './energy-label-info';

const combinationBoiler: EnergyLabelView = {
  energyClass: 'A',
  background: '#fff200',
  text: '#000000',
  best: 'A+++',
  worst: 'D',
  labelHref: '/media/energy/label-811-2013-a-b.svg',
  second: {
    function: 'waterHeating',
    energyClass: 'B',
    background: '#bed630',
    text: '#000000',
    best: 'A+',
    worst: 'F',
  },
  sheetHref: '/media/energy/sheet-gas-boiler-calorix-a-b.pdf',
  eprel: { number: 1_482_113, href: 'https://eprel.ec.europa.eu/qr/1482113' },
};

function renderInGerman(label: EnergyLabelView) {
  render(
    <NextIntlClientProvider locale="de" messages={de}>
      <EnergyLabelInfo label={label} />
    </NextIntlClientProvider>,
  );
  return screen.getByTestId('energy-label');
}

describe('EnergyLabelInfo', () => {
  it('shows the arrow, the second class, the information sheet and the EPREL registration', () => {
    const info = renderInGerman(combinationBoiler);
    expect(
      screen.getByRole('link', { name: 'Energieeffizienzklasse A, Skala A+++ bis D: Energielabel öffnen' }),
    ).toBeTruthy();
    expect(info.textContent).toContain('Energieeffizienzklasse Warmwasserbereitung: B (Skala A+ bis F)');
    const sheet = screen.getByRole('link', { name: 'Produktdatenblatt (PDF)' });
    expect(sheet.getAttribute('href')).toBe('/media/energy/sheet-gas-boiler-calorix-a-b.pdf');
    expect(sheet.getAttribute('type')).toBe('application/pdf');
    expect(info.textContent).toContain('EPREL-Registriernummer: 1482113');
    expect(screen.getByRole('link', { name: '1482113' }).getAttribute('href')).toBe(
      'https://eprel.ec.europa.eu/qr/1482113',
    );
  });

  it('leaves out what the label does not have', () => {
    const info = renderInGerman({ ...combinationBoiler, second: null, eprel: null });
    expect(info.textContent).not.toContain('Warmwasserbereitung');
    expect(info.textContent).not.toContain('EPREL');
  });
});
