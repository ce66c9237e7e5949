import { t, type Texts } from './texts';

export const COLOUR_ATTRIBUTE_ID = 1;
export const SIZE_ATTRIBUTE_ID = 2;

export interface ColourDefinition {
  code: string;
  title: Texts;
  /** CSS colour for the swatch and the generated product image. */
  swatch: string;
}

export const colours: ColourDefinition[] = [
  { code: 'chrome', title: t('Chrom', 'Crom', 'Chrome'), swatch: '#c9ced3' },
  { code: 'black_matt', title: t('Schwarz matt', 'Negru mat', 'Matt black'), swatch: '#2b2b2b' },
  {
    code: 'steel_brushed',
    title: t('Edelstahl gebürstet', 'Inox periat', 'Brushed steel'),
    swatch: '#a7a9a6',
  },
  { code: 'gold_brushed', title: t('Gold gebürstet', 'Auriu periat', 'Brushed gold'), swatch: '#c8a45a' },
  { code: 'white', title: t('Weiß', 'Alb', 'White'), swatch: '#f4f4f2' },
  { code: 'white_matt', title: t('Weiß matt', 'Alb mat', 'Matt white'), swatch: '#e9e8e3' },
  { code: 'anthracite', title: t('Anthrazit', 'Antracit', 'Anthracite'), swatch: '#3d4246' },
  { code: 'grey_stone', title: t('Steingrau', 'Gri piatră', 'Stone grey'), swatch: '#8c8a84' },
  { code: 'silver', title: t('Silber', 'Argintiu', 'Silver'), swatch: '#b8bcc0' },
  { code: 'clear_glass', title: t('Klarglas', 'Sticlă transparentă', 'Clear glass'), swatch: '#cfe3ea' },
];

export const colourByCode = new Map(
  colours.map((colour, index) => [colour.code, { ...colour, id: index + 1 }]),
);

/** Size values are shared across kinds ("60 cm" of a basin is the same value as of a mirror). */
export class SizeValues {
  private readonly ids = new Map<string, number>();
  private readonly texts = new Map<string, Texts>();
  private nextId = colours.length + 1;

  /** Registers a size label (keyed by its German text) and returns its attribute value id. */
  register(label: string | Texts): number {
    const text = typeof label === 'string' ? t(label, label, label) : label;
    let id = this.ids.get(text.de);
    if (id === undefined) {
      id = this.nextId++;
      this.ids.set(text.de, id);
      this.texts.set(text.de, text);
    }
    return id;
  }

  textOf(key: string): Texts {
    return this.texts.get(key) ?? t(key, key, key);
  }

  entries(): Array<{ id: number; label: string }> {
    return [...this.ids].map(([label, id]) => ({ id, label }));
  }
}
