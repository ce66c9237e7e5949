import { toEnergyLabel } from './energy-labels';

const row = {
  productId: 7,
  regulation: '626/2011',
  energyClass: 'A++',
  secondClass: 'A+',
  eprelNumber: 1_537_442,
  labelFile: 'energy/label-626-2011-app-ap.svg',
  sheetFile: 'energy/sheet-split-ac-kazeya-app-ap.pdf',
};

describe('toEnergyLabel', () => {
  it('serves the label’s files from /media', () => {
    expect(toEnergyLabel(row)).toEqual({
      regulation: '626/2011',
      energyClass: 'A++',
      secondClass: 'A+',
      eprelNumber: 1_537_442,
      labelUrl: '/media/energy/label-626-2011-app-ap.svg',
      sheetUrl: '/media/energy/sheet-split-ac-kazeya-app-ap.pdf',
    });
  });

  it('reads no label where there is none', () => {
    expect(toEnergyLabel(null)).toBeNull();
  });

  it('shows no label it could only show wrongly: an unknown regulation, or a class off its scale', () => {
    expect(toEnergyLabel({ ...row, regulation: '1060/2010' })).toBeNull();
    expect(toEnergyLabel({ ...row, energyClass: 'G' })).toBeNull();
    expect(toEnergyLabel({ ...row, regulation: '812/2013', energyClass: 'B' })).toBeNull();
    expect(
      toEnergyLabel({ ...row, regulation: '812/2013', energyClass: 'B', secondClass: null }),
    ).not.toBeNull();
  });
});
