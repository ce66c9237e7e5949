/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { createTranslator } from 'next-intl';
import type { EnergyArrow } from '@/lib/catalog/energy-labels';
import de from '@/messages/de.json';
import ro from '@/messages/ro.json';
import type { Translate } from './card-texts';
import { EnergyArrowView } from './energy-arrow';

const arrow: EnergyArrow = {
  energyClass: 'A++',
  background: '#50b848',
  text: '#000000',
  best: 'A+++',
  worst: 'D',
  labelHref: '/media/energy/label-811-2013-app.svg',
};

const texts = (locale: string, messages: typeof de) =>
  createTranslator({ locale, messages, namespace: 'EnergyLabel' }) as unknown as Translate;

describe('EnergyArrowView', () => {
  it('links the class in its colour to the full label, named for screen readers', () => {
    render(<EnergyArrowView arrow={arrow} t={texts('de', de)} />);
    const link = screen.getByRole('link', {
      name: 'Energieeffizienzklasse A++, Skala A+++ bis D: Energielabel öffnen',
    });
    expect(link.getAttribute('href')).toBe('/media/energy/label-811-2013-app.svg');
    const letters = link.querySelector('.energy-arrow__class') as HTMLElement;
    expect(letters.textContent).toBe('A++');
    expect(letters.style.backgroundColor).toBe('rgb(80, 184, 72)');
    expect(letters.style.color).toBe('rgb(0, 0, 0)');
    expect(link.querySelector('.energy-arrow__range')?.textContent).toBe('A+++ bis D');
  });

  it('speaks the page’s language', () => {
    render(<EnergyArrowView arrow={arrow} t={texts('ro', ro as typeof de)} size="page" />);
    const link = screen.getByRole('link', {
      name: 'Clasa de eficiență energetică A++, scala A+++ – D: deschide eticheta energetică',
    });
    expect(link.className).toBe('energy-arrow energy-arrow--page');
  });
});
