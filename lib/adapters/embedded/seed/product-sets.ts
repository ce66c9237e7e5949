import * as s from '../schema';
import { associatedKeywords } from './catalogue';
import { ean13 } from './ean';
import type { ProductKind } from './kind';
import type { SeedProduct, SeedSaleElement } from './products';
import { t, type Texts } from './texts';
import type { RowWriter } from './writer';

/** The parts of the demo sets, one of each per set: a wall-hung WC, the frame it hangs on, and its seat. */
const PART_KINDS = ['toilet-wall', 'cistern-frame', 'toilet-seat'] as const;
const SETS = 2;
/** What a set costs against its parts bought one by one. */
const SET_PRICE_FACTOR = 0.88;

type PartKind = (typeof PART_KINDS)[number];
/** A set goes by freight when one of its parts does. */
const FREIGHT_KEYWORD = associatedKeywords.find((keyword) => keyword.code === 'freight')!.id;

/** Keeps the first visible products of the parts' kinds while the range is written, for the sets after it. */
export class SetPartCandidates {
  private readonly byKind = new Map<PartKind, SeedProduct[]>();

  consider(product: SeedProduct): void {
    const code = product.kind.code as PartKind;
    const [first] = product.saleElements;
    if (
      !product.visible ||
      !PART_KINDS.includes(code) ||
      first?.stockPolicy !== 'stock' ||
      first.quantity === 0
    )
      return;
    const list = this.byKind.get(code) ?? [];
    if (list.length < SETS) this.byKind.set(code, [...list, product]);
  }

  /** The sets the range allows: as many as every part kind has products for. */
  sets(): SeedProduct[][] {
    const lists = PART_KINDS.map((code) => this.byKind.get(code) ?? []);
    const count = Math.min(...lists.map((list) => list.length));
    return Array.from({ length: count }, (_, index) => lists.map((list) => list[index]!));
  }
}

const sellingNet = (element: SeedSaleElement) => (element.promo ? element.promoPrice : element.price);

const setKind = (wc: ProductKind): ProductKind => ({
  ...wc,
  code: 'toilet-set',
  noun: t('WC-Komplettset', 'Set complet WC', 'complete WC set'),
  accessories: undefined,
});

function setTexts(parts: SeedProduct[]): { title: Texts; chapo: Texts; description: Texts } {
  const [wc] = parts as [SeedProduct];
  const list = (language: keyof Texts) =>
    `<ul>${parts.map((part) => `<li>1 × ${part.title[language]}</li>`).join('')}</ul>`;
  const title = t(
    `${wc.title.de} Komplettset mit Vorwandelement und WC-Sitz`,
    `Set complet ${wc.title.ro} cu rezervor încastrat și capac`,
    `${wc.title.en} complete set with concealed frame and seat`,
  );
  const chapo = t(
    'Wand-WC, Vorwandelement und WC-Sitz, aufeinander abgestimmt, zum Setpreis.',
    'Vas WC suspendat, rezervor încastrat și capac, potrivite între ele, la preț de set.',
    'Wall-hung WC, concealed frame and seat that fit together, at a set price.',
  );
  const description = t(
    `<p>Das Set enthält:</p>${list('de')}<p>Alle Teile passen zueinander und werden gemeinsam geliefert.</p>`,
    `<p>Setul conține:</p>${list('ro')}<p>Toate piesele se potrivesc și sunt livrate împreună.</p>`,
    `<p>The set holds:</p>${list('en')}<p>All parts fit together and are delivered together.</p>`,
  );
  return { title, chapo, description };
}

/**
 * A set product of the parts: the WC's brand, category, image and features, the parts' weight, its own price below
 * theirs, and the stock the parts allow. Ids after the range, so the range's products stay what they were.
 */
export function setProduct(id: number, saleElementId: number, parts: SeedProduct[]): SeedProduct {
  const [wc] = parts as [SeedProduct];
  const elements = parts.map((part) => part.saleElements[0]!);
  const net = elements.reduce((sum, element) => sum + sellingNet(element), 0);
  const price = Math.round((net * SET_PRICE_FACTOR) / 100) * 100 + 90;
  const stock = Math.min(
    ...elements.map((element) => (element.stockPolicy === 'stock' ? element.quantity : 0)),
  );
  const freight = parts.flatMap((part) => part.keywordIds).filter((keyword) => keyword === FREIGHT_KEYWORD);
  return {
    id,
    ref: `SET-${String(id).padStart(6, '0')}`,
    kind: setKind(wc.kind),
    brandId: wc.brandId,
    categoryId: wc.categoryId,
    visible: true,
    salesCount: 0,
    createdAt: new Date(Math.max(...parts.map((part) => part.createdAt.getTime()))),
    ...setTexts(parts),
    saleElements: [
      {
        id: saleElementId,
        ref: `SET-${String(id).padStart(6, '0')}-1`,
        ean: ean13(400_000_000_000 + saleElementId),
        quantity: Math.max(0, stock),
        stockPolicy: 'stock',
        availableFrom: null,
        promo: false,
        isDefault: true,
        weightGrams: elements.reduce((sum, element) => sum + element.weightGrams, 0),
        price,
        promoPrice: price,
        listenPrice: null,
        measure: null,
        colourId: null,
        colourHex: elements[0]!.colourHex,
        sizeId: null,
        sizeLabel: null,
        radiator: null,
      },
    ],
    features: wc.features,
    keywordIds: [...new Set(freight)],
    undeliverableCountryIds: [...new Set(parts.flatMap((part) => part.undeliverableCountryIds))],
  };
}

/** The rows that make the set's sale element hold one of each part's first sale element. */
export function addSetParts(writer: RowWriter, set: SeedProduct, parts: SeedProduct[]): void {
  parts.forEach((part, position) =>
    writer.add(s.productSetPart, {
      setSaleElementId: set.saleElements[0]!.id,
      partSaleElementId: part.saleElements[0]!.id,
      quantity: 1,
      position,
    }),
  );
}
