import type { EnergyLabelRegulation } from '../../../energy/label-scales';
import type { Texts } from './texts';

export type ImageShape =
  | 'faucet'
  | 'thermostat'
  | 'shower-system'
  | 'waste'
  | 'basin'
  | 'bowl'
  | 'toilet'
  | 'frame'
  | 'seat'
  | 'bathtub'
  | 'shower'
  | 'radiator'
  | 'towel-radiator'
  | 'valve'
  | 'boiler'
  | 'wall-unit'
  | 'outdoor-unit'
  | 'solar'
  | 'portable'
  | 'pump'
  | 'pipe-coil'
  | 'cartridge'
  | 'tile'
  | 'service';

/** Listed values by code, or a numeric range [min, max, decimals] for free values. */
export type FeatureRule = string[] | [number, number, number];

/**
 * One kind of goods the shop sells ("single-lever basin mixer"): what it is called, what it costs, which
 * variants and specifications it has, and how its description reads. Products are drawn from kinds.
 */
export interface ProductKind {
  code: string;
  /** The leaf category it is filed under. */
  category: string;
  /** Relative share of the catalogue. */
  weight: number;
  noun: Texts;
  shape: ImageShape;
  /** Warnings and safety information (GPSR Art. 19 (d)) from safety-texts.ts, in order; services have none. */
  warnings: Texts[];
  /** Net price range in whole euros. */
  netPrice: [number, number];
  colours: string[];
  /** Size labels; a plain string reads the same in every language. */
  sizes: Array<string | Texts>;
  features: Record<string, FeatureRule>;
  /** Description with `{title}` and `{feature_code}` placeholders. */
  text: Texts;
  deliveryDays: [number, number];
  minQuantity?: number;
  orderMultiple?: number;
  unit?: 'piece' | 'pair' | 'set' | 'hour';
  /**
   * Goods sold by length, area, volume or weight: the unit of their unit price and, per size label in order, what
   * one sold piece holds in thousandths of it. `netPrice` is then per unit (a metre, a litre, a square metre).
   */
  measure?: { unit: 'm' | 'm2' | 'l' | 'kg'; perSize: number[] };
  /** Kinds offered as accessories on the product page. */
  accessories?: string[];
  /**
   * The valve kind that connects it to the pipes, offered as one more accessory (the configurator's valve set);
   * drawn from a stream of its own, so the draws of the other relations are not shifted by it.
   */
  connectedBy?: 'valve-set' | 'h-block';
  /** Offer assembly and maintenance services with it. */
  services?: boolean;
  /** Freight goods: some are not delivered to every country. */
  bulky?: boolean;
  /**
   * The EU energy label its products carry: their `energy_class` feature is the label's class; `secondClasses`
   * are drawn from for labels with two (a combination boiler's water heating, a reversible unit's heating).
   */
  energyLabel?: { regulation: EnergyLabelRegulation; secondClasses?: string[] };
  /** Photovoltaics: 0 % VAT in Austria and Germany. */
  zeroVatInAtDe?: boolean;
  service?: boolean;
}
