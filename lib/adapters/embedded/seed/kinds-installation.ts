import type { ProductKind } from './kind';
import { safety } from './safety-texts';
import { t } from './texts';

/** Goods sold by length, volume and area, which carry a unit price beside their price (PAngV §4). */
export const installationKinds: ProductKind[] = [
  {
    code: 'multilayer-pipe',
    category: 'pipes',
    weight: 2,
    noun: t('Mehrschichtverbundrohr', 'Țeavă multistrat', 'multilayer composite pipe'),
    shape: 'pipe-coil',
    warnings: [safety.qualifiedFitter, safety.drinkingWater],
    netPrice: [1, 4],
    colours: ['white'],
    sizes: [
      t('Ring 5 m', 'Colac 5 m', '5 m coil'),
      t('Ring 25 m', 'Colac 25 m', '25 m coil'),
      t('Ring 50 m', 'Colac 50 m', '50 m coil'),
    ],
    measure: { unit: 'm', perSize: [5_000, 25_000, 50_000] },
    features: { material: ['aluminium'], connection: ['g12', 'g34'], warranty: ['y10'] },
    text: t(
      'Das {title} (PE-Xc/Al/PE-X) führt Trink- und Heizwasser bis 95 °C und 10 bar, biegt sich von Hand und bleibt in Form. Pressfittings mit {connection}, {warranty} Systemgarantie.',
      '{title} (PE-Xc/Al/PE-X) transportă apă potabilă și agent termic până la 95 °C și 10 bar, se îndoaie manual și își păstrează forma. Fitinguri de presare {connection}, garanție de sistem {warranty}.',
      'The {title} (PE-Xc/Al/PE-X) carries drinking and heating water up to 95 °C and 10 bar, bends by hand and keeps its shape. Press fittings {connection}, {warranty} system warranty.',
    ),
    deliveryDays: [1, 3],
  },
  {
    code: 'sanitary-silicone',
    category: 'sealants',
    weight: 2,
    noun: t('Sanitär-Silikon', 'Silicon sanitar', 'sanitary silicone'),
    shape: 'cartridge',
    warnings: [safety.sealant],
    netPrice: [18, 42],
    colours: ['white', 'anthracite', 'grey_stone'],
    sizes: [
      t('Kartusche 310 ml', 'Cartuș 310 ml', '310 ml cartridge'),
      t('Karton 12 × 310 ml', 'Bax 12 × 310 ml', 'box of 12 × 310 ml'),
    ],
    measure: { unit: 'l', perSize: [310, 3_720] },
    features: { warranty: ['y2'] },
    text: t(
      'Das {title} dichtet Fugen an Wanne, Dusche und Waschtisch dauerelastisch und schimmelhemmend ab. Hautbildung nach etwa 10 Minuten, überstreichbar nicht.',
      '{title} etanșează elastic și antimucegai rosturile de la cadă, duș și lavoar. Formează peliculă după aproximativ 10 minute; nu se vopsește.',
      'The {title} seals joints at bathtubs, showers and basins permanently elastic and mould-resistant. Skins over in about 10 minutes; not paintable.',
    ),
    deliveryDays: [1, 3],
  },
  {
    code: 'floor-tile',
    category: 'tiles',
    weight: 2,
    noun: t('Feinsteinzeug-Fliese', 'Gresie porțelanată', 'porcelain stoneware tile'),
    shape: 'tile',
    warnings: [safety.heavy, safety.cutEdges],
    netPrice: [19, 59],
    colours: ['white_matt', 'grey_stone', 'anthracite'],
    sizes: [
      t('60 × 60 cm, Paket 1,44 m²', '60 × 60 cm, pachet 1,44 m²', '60 × 60 cm, pack of 1.44 m²'),
      t('30 × 60 cm, Paket 1,08 m²', '30 × 60 cm, pachet 1,08 m²', '30 × 60 cm, pack of 1.08 m²'),
    ],
    measure: { unit: 'm2', perSize: [1_440, 1_080] },
    features: { material: ['ceramic'], warranty: ['y5'] },
    text: t(
      'Die {title} ist durchgefärbt, frostfest und rutschhemmend R10 – für Boden und Wand in Bad, Küche und Wohnraum.',
      '{title} este colorată în masă, rezistentă la îngheț și antiderapantă R10 – pentru pardoseli și pereți în baie, bucătărie și living.',
      'The {title} is through-coloured, frost-proof and slip-resistant R10 – for floors and walls in bathrooms, kitchens and living rooms.',
    ),
    deliveryDays: [2, 5],
  },
];
