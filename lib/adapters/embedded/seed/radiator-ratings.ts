import type { ProductKind } from './kind';
import { Random } from './random';

/** What the configurator needs of one radiator variant: its EN 442 rating and its size. */
export interface RadiatorRating {
  /** Heat output at 75/65/20 °C (EN 442), in watts. */
  ratedOutputW: number;
  /** The exponent n of its characteristic equation, in thousandths (1.330 → 1330). */
  exponentMilli: number;
  widthMm: number;
  heightMm: number;
  radiatorType: 'panel' | 'bathroom' | 'designer';
  connection: 'side' | 'centre';
}

/**
 * Output per metre of length at 75/65/20 °C of a type 22 panel by its height, as makers publish it (Kermi
 * Therm-x2 Profil-K FK0 22 and Buderus Logatrend C-Profil 22 data sheets: 600 × 1,000 mm ≈ 1,670 W, 900 × 1,000 mm
 * ≈ 2,270 W, n ≈ 1.33).
 */
const panelWattsPerMetre: Record<number, number> = { 600: 1_670, 900: 2_270 };
/**
 * Towel radiators give far less per front area (Zehnder Aura / Kermi Basic-50 data sheets: 500 × 800 mm ≈ 360 W,
 * 600 × 1,800 mm ≈ 950 W, n ≈ 1.2–1.3): watts per square metre of front at 75/65/20 °C.
 */
const TOWEL_WATTS_PER_M2 = 880;
/** A chromed surface radiates less than a painted one (makers state about 20 % less for chrome). */
const CHROME_FACTOR = 0.8;

/** "600 × 800 mm" → [600, 800]. */
function dimensions(label: string): [number, number] | null {
  const match = /^(\d+) × (\d+) mm$/.exec(label);
  return match ? [Number(match[1]), Number(match[2])] : null;
}

function isRadiator(kind: ProductKind): boolean {
  return kind.shape === 'radiator' || kind.shape === 'towel-radiator';
}

/**
 * The ratings of a radiator's variants, or null for other goods. Drawn from a stream of the product's own, so the
 * rest of the catalogue stays what it was before radiators had ratings: one model's output lies within ±4 % of the
 * makers' typical figure and its exponent between the makers' usual bounds.
 */
export function radiatorRatings(
  kind: ProductKind,
  productId: number,
  variants: Array<{ sizeLabel: string | null; colourCode: string | null }>,
): Array<RadiatorRating | null> | null {
  if (!isRadiator(kind)) return null;
  const own = new Random(productId * 2_654_435_761);
  const modelFactor = 0.96 + 0.08 * own.next();
  const towel = kind.shape === 'towel-radiator';
  const exponentMilli = towel ? own.int(1_200, 1_290) : own.int(1_300, 1_340);
  return variants.map(({ sizeLabel, colourCode }) => {
    const size = sizeLabel ? dimensions(sizeLabel) : null;
    if (!size) return null;
    if (towel) {
      const [widthMm, heightMm] = size;
      const finish = colourCode === 'chrome' ? CHROME_FACTOR : 1;
      const watts = ((widthMm * heightMm) / 1_000_000) * TOWEL_WATTS_PER_M2 * modelFactor * finish;
      return {
        ratedOutputW: Math.round(watts / 5) * 5,
        exponentMilli,
        widthMm,
        heightMm,
        radiatorType: 'bathroom',
        connection: 'centre',
      };
    }
    const [heightMm, widthMm] = size;
    const perMetre = panelWattsPerMetre[heightMm] ?? panelWattsPerMetre[600]!;
    return {
      ratedOutputW: Math.round(((perMetre * widthMm) / 1_000) * modelFactor),
      exponentMilli,
      widthMm,
      heightMm,
      radiatorType: 'panel',
      connection: kind.code.endsWith('centre') ? 'centre' : 'side',
    };
  });
}
