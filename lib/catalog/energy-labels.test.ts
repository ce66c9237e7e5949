import type { EnergyLabel } from '../shop/types';
import { energyArrow, energyLabelView } from './energy-labels';

const combinationBoiler: EnergyLabel = {
  regulation: '811/2013',
  energyClass: 'A',
  secondClass: 'A+',
  eprelNumber: 1_482_113,
  labelUrl: '/media/energy/label-811-2013-a-ap.svg',
  sheetUrl: '/media/energy/sheet-gas-boiler-calorix-a-ap.pdf',
};

describe('energyArrow', () => {
  it('shows the class in its colour on its scale, linked to the full label', () => {
    expect(energyArrow(combinationBoiler)).toEqual({
      energyClass: 'A',
      background: '#fff200',
      text: '#000000',
      best: 'A+++',
      worst: 'D',
      labelHref: '/media/energy/label-811-2013-a-ap.svg',
    });
  });

  it('uses the scale of the label’s regulation', () => {
    const waterHeater = { ...combinationBoiler, regulation: '812/2013' as const, secondClass: null };
    expect(energyArrow(waterHeater)).toMatchObject({ background: '#50b848', best: 'A+', worst: 'F' });
  });
});

describe('energyLabelView', () => {
  it('adds the second class on its own scale, the information sheet and the EPREL page', () => {
    expect(energyLabelView(combinationBoiler)).toMatchObject({
      second: { function: 'waterHeating', energyClass: 'A+', background: '#00a651', best: 'A+', worst: 'F' },
      sheetHref: '/media/energy/sheet-gas-boiler-calorix-a-ap.pdf',
      eprel: { number: 1_482_113, href: 'https://eprel.ec.europa.eu/qr/1482113' },
    });
  });

  it('has neither where the label has none', () => {
    const view = energyLabelView({ ...combinationBoiler, secondClass: null, eprelNumber: null });
    expect(view.second).toBeNull();
    expect(view.eprel).toBeNull();
  });
});
