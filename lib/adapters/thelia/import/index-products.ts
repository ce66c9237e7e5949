import { inArray, sql } from 'drizzle-orm';
import type { ShopDatabase } from '../../embedded/database';
import { selectRows } from '../../embedded/queries/raw';
import * as s from '../../embedded/schema';
import type { AddressWriter } from './index-addresses';
import type { IndexFrame } from './index-frame';
import { writePrices } from './index-prices';
import { i18nTexts, upsertRows } from './index-upserts';
import { writeAttributes, writeFeatures } from './index-variants';
import type { ProductRows } from './thelia-product-rows';
import { MAX_REFERENCE_LENGTH, ReferenceClaims } from './thelia-claims';
import { holdBackPendingOrders } from './index-stock';

/**
 * Moves a reference out of the way of the row that gets it in this import: a product Thelia no longer has, or a
 * sale element whose reference changed, may still hold it, and references are unique in the index.
 */
async function freeReferences(
  db: ShopDatabase,
  table: 'product' | 'product_sale_elements',
  rows: ReadonlyArray<{ id: number; ref: string }>,
): Promise<void> {
  const keep = MAX_REFERENCE_LENGTH - 1;
  await db.execute(sql`UPDATE ${sql.raw(table)} t SET ref = left(t.ref, ${keep} - length(t.id::text)) || '~' || t.id
    FROM unnest(${sql.param(rows.map((row) => row.ref))}::text[], ${sql.param(rows.map((row) => row.id))}::int[])
      AS wanted(ref, id)
    WHERE t.ref = wanted.ref AND t.id <> wanted.id`);
}

/**
 * Writes pages of Thelia products into the index: the product with its texts, categories, features, sale
 * elements with their attributes, stock and prices, and addresses. What the shop keeps on a product that Thelia
 * has no field for (tax rule, delivery days, units, stock policy, safety texts, energy label) is set for a new
 * product and left alone afterwards.
 */
export class ProductWriter {
  readonly seen = new Set<number>();
  readonly #elementIds: number[] = [];
  visible = 0;
  saleElements = 0;
  retiredSaleElements = 0;
  priceChanges = 0;
  unpriced = 0;

  private constructor(
    private readonly db: ShopDatabase,
    private readonly frame: IndexFrame,
    private readonly addresses: AddressWriter,
    private readonly at: Date,
    private readonly productRefs: ReferenceClaims,
    private readonly elementRefs: ReferenceClaims,
  ) {}

  /**
   * A writer for the products of this import (`all`, every page it will write): each keeps the reference the
   * index holds for it while still made from Thelia's (ReferenceClaims), so the order Thelia answers in, never
   * stable for products created together, moves no reference from one item to another.
   */
  static async open(
    db: ShopDatabase,
    frame: IndexFrame,
    addresses: AddressWriter,
    at: Date,
    all: readonly ProductRows[],
  ): Promise<ProductWriter> {
    const held = async (table: 'product' | 'product_sale_elements', ids: number[]) =>
      new Map(
        (
          await selectRows<{ id: number; ref: string }>(
            db,
            sql`SELECT id, ref FROM ${sql.raw(table)} WHERE id = ANY(${sql.param(ids)}::int[])`,
          )
        ).map((row) => [row.id, row.ref]),
      );
    const products = all.map((rows) => rows.product);
    const elements = all.flatMap((rows) => rows.saleElements);
    const productRefs = await held(
      'product',
      products.map((item) => item.id),
    );
    const elementRefs = await held(
      'product_sale_elements',
      elements.map((item) => item.id),
    );
    const claimsOf = (items: Array<{ id: number; ref: string }>, refs: Map<number, string>) =>
      new ReferenceClaims(items.map((item) => ({ id: item.id, wanted: item.ref, held: refs.get(item.id) })));
    return new ProductWriter(
      db,
      frame,
      addresses,
      at,
      claimsOf(products, productRefs),
      claimsOf(elements, elementRefs),
    );
  }

  async write(page: readonly ProductRows[]): Promise<void> {
    const { db, frame, at } = this;
    const ids = page.map((rows) => rows.product.id);
    const products = page.map(({ product }) => ({
      ...product,
      ref: this.productRefs.claim(product.id, product.ref),
      taxRuleId: frame.taxRuleId,
      position: product.id,
      createdAt: at,
    }));
    await freeReferences(db, 'product', products);
    await upsertRows(db, s.product, products, [s.product.id], ['ref', 'brandId', 'visible']);
    await upsertRows(
      db,
      s.productI18n,
      page.flatMap((rows) => rows.i18n),
      [s.productI18n.id, s.productI18n.locale],
      i18nTexts,
    );
    await db.delete(s.productCategory).where(inArray(s.productCategory.productId, ids));
    await upsertRows(
      db,
      s.productCategory,
      page.flatMap((rows) => rows.categories),
      [s.productCategory.productId, s.productCategory.categoryId],
    );

    await writeFeatures(
      db,
      ids,
      page.flatMap((rows) => rows.variants.features),
    );

    const elements = page
      .flatMap((rows) => rows.saleElements)
      .map((element) => ({
        ...element,
        ref: this.elementRefs.claim(element.id, element.ref),
      }));
    const elementIds = elements.map((element) => element.id);
    await freeReferences(db, 'product_sale_elements', elements);
    // promo is the price writer's to change: it records the start or end of a reduction in the history.
    await upsertRows(
      db,
      s.productSaleElements,
      elements,
      [s.productSaleElements.id],
      ['productId', 'ref', 'quantity', 'newness', 'weightGrams', 'isDefault', 'eanCode'],
    );
    // A variant Thelia deleted stays for the reviews written on it, but can no longer be bought.
    const retired = await selectRows<{ id: number }>(
      db,
      sql`UPDATE product_sale_elements SET quantity = 0, is_default = false,
        stock_policy = 'stock'
      WHERE product_id = ANY(${sql.param(ids)}::int[]) AND NOT (id = ANY(${sql.param(elementIds)}::int[]))
        AND (quantity <> 0 OR is_default OR stock_policy <> 'stock') RETURNING id`,
    );
    this.retiredSaleElements += retired.length;

    await writeAttributes(
      db,
      elementIds,
      page.flatMap((rows) => rows.variants.attributes),
    );
    this.priceChanges += await writePrices(
      db,
      frame.currencyId,
      page.flatMap((rows) => rows.prices),
      at,
    );
    await this.addresses.write(page.flatMap((rows) => rows.addresses));
    ids.forEach((id) => this.seen.add(id));
    this.visible += products.filter((product) => product.visible).length;
    this.saleElements += elements.length;
    this.unpriced += page.reduce((sum, rows) => sum + rows.unpriced, 0);
    this.#elementIds.push(...elementIds);
  }

  /**
   * Thelia's stock less the units of the storefront's orders Thelia has not taken yet, for every sale element
   * written (PendingUnits). Called after the last page, in the same transaction: the rows written are locked
   * since, so an order placed meanwhile either committed before (and is counted here) or waits for this import
   * and then takes its units from the figure written. Returns how many sale elements were reduced.
   */
  async holdBackPendingOrders(forwardSince?: Date): Promise<number> {
    return holdBackPendingOrders(this.db, this.#elementIds, forwardSince);
  }
}
