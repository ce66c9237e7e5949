import type { ProductKind } from './kind';
import { safety } from './safety-texts';
import { t } from './texts';

/**
 * The valves that connect a radiator to the pipes: a side-connection radiator needs a thermostatic valve body and a
 * return valve, a centre-connection one an H-block. Offered with each radiator (the configurator's valve set) and
 * drawn in places of their own (lib/adapters/embedded/seed/products.ts), so the catalogue around them stays.
 */
export const valveKinds: ProductKind[] = [
  {
    code: 'valve-set',
    category: 'valves',
    weight: 1,
    noun: t('Thermostatventil-Set', 'Set de robinete termostatice', 'thermostatic valve set'),
    shape: 'valve',
    warnings: [safety.qualifiedFitter, safety.smallParts],
    netPrice: [19, 79],
    colours: ['white', 'chrome'],
    sizes: [],
    features: { material: ['brass'], connection: ['g12'], warranty: ['y5'] },
    text: t(
      'Das {title} schließt einen Heizkörper mit Seitenanschluss an: Thermostatventil-Unterteil mit Voreinstellung und M30 × 1,5 für alle gängigen Thermostatköpfe, dazu die absperrbare Rücklaufverschraubung. Anschluss {connection}, aus {material}, als Eck- oder Durchgangsventil montierbar.',
      '{title} conectează un calorifer cu racord lateral: corp de robinet termostatic cu presetare și M30 × 1,5 pentru toate capetele termostatice uzuale, plus robinetul de retur cu închidere. Racord {connection}, din {material}, montaj în colț sau drept.',
      'The {title} connects a side-connection radiator: a presettable thermostatic valve body with M30 × 1.5 for all common thermostatic heads, and a lockshield return valve. {connection} connection, made of {material}, fits as an angle or straight valve.',
    ),
    deliveryDays: [1, 3],
    unit: 'set',
  },
  {
    code: 'h-block',
    category: 'valves',
    weight: 1,
    noun: t('Hahnblock-Anschlussgarnitur', 'Robinet dublu tip H', 'H-block radiator valve'),
    shape: 'valve',
    warnings: [safety.qualifiedFitter, safety.smallParts],
    netPrice: [24, 89],
    colours: ['white', 'chrome', 'anthracite'],
    sizes: [],
    features: { material: ['brass'], connection: ['g12'], warranty: ['y5'] },
    text: t(
      'Der {title} schließt Heizkörper mit Mittelanschluss (50 mm Nabenabstand) an Zwei- und Einrohrheizungen an: Vor- und Rücklauf einzeln absperrbar, Anschluss {connection} mit Klemmverschraubungen, aus {material}, in Eck- oder Durchgangsform.',
      '{title} conectează caloriferele cu racord central (distanță de 50 mm) la instalații bitubulare și monotubulare: tur și retur cu închidere separată, racord {connection} cu fitinguri de compresiune, din {material}, în colț sau drept.',
      'The {title} connects centre-connection radiators (50 mm spacing) to two-pipe and one-pipe systems: flow and return shut off separately, {connection} connection with compression fittings, made of {material}, angled or straight.',
    ),
    deliveryDays: [1, 3],
    unit: 'piece',
  },
];
