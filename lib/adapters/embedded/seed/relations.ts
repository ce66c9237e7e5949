import * as s from '../schema';
import { allKinds } from './catalogue';
import type { SeedProduct } from './products';
import { Random } from './random';
import type { RowWriter } from './writer';

/** What relations need to know of a product, kept small so 100,000 of them fit in memory. */
export interface ProductDigest {
  id: number;
  kindCode: string;
  categoryId: number;
  brandId: number;
  price: number;
  visible: boolean;
}

export function digest(product: SeedProduct): ProductDigest {
  const [first] = product.saleElements;
  return {
    id: product.id,
    kindCode: product.kind.code,
    categoryId: product.categoryId,
    brandId: product.brandId,
    price: first?.price ?? 0,
    visible: product.visible,
  };
}

/**
 * Accessories (the kinds a kind names), related products (same category, other brands), alternatives (same
 * kind, nearest price) and the assembly and maintenance services offered with equipment.
 */
function firstAtLeast(sortedByPrice: ProductDigest[], price: number): number {
  let low = 0;
  let high = sortedByPrice.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    if ((sortedByPrice[mid] as ProductDigest).price < price) low = mid + 1;
    else high = mid;
  }
  return low;
}

export function addRelations(writer: RowWriter, products: ProductDigest[], random: Random): void {
  const visible = products.filter((p) => p.visible);
  const byKind = new Map<string, ProductDigest[]>();
  const byCategory = new Map<number, ProductDigest[]>();
  const push = <K>(map: Map<K, ProductDigest[]>, key: K, p: ProductDigest) => {
    const list = map.get(key);
    if (list) list.push(p);
    else map.set(key, [p]);
  };
  for (const p of visible) {
    push(byKind, p.kindCode, p);
    push(byCategory, p.categoryId, p);
  }
  for (const list of byKind.values()) list.sort((a, b) => a.price - b.price);
  const kinds = new Map(allKinds.map((kind) => [kind.code, kind]));

  for (const product of products) {
    const kind = kinds.get(product.kindCode);
    if (!kind) continue;
    const add = (kindName: 'accessory' | 'related' | 'alternative' | 'service', related: ProductDigest[]) =>
      related.forEach((r, index) =>
        writer.add(s.productRelation, {
          productId: product.id,
          relatedProductId: r.id,
          kind: kindName,
          position: index + 1,
        }),
      );

    const accessories = (kind.accessories ?? []).flatMap((code) =>
      random.draw(byKind.get(code) ?? [], 2, (p) => p.id !== product.id),
    );
    const valves = kind.connectedBy
      ? new Random(product.id * 2_654_435_761).draw(byKind.get(kind.connectedBy) ?? [], 1)
      : [];
    add('accessory', [...accessories, ...valves]);
    add(
      'related',
      random.draw(byCategory.get(product.categoryId) ?? [], 4, (p) => p.brandId !== product.brandId),
    );
    const sameKind = byKind.get(product.kindCode) ?? [];
    const at = firstAtLeast(sameKind, product.price);
    const near = sameKind.slice(Math.max(0, at - 3), at + 4).filter((p) => p.id !== product.id);
    add('alternative', near.slice(0, 3));
    if (kind.services) {
      add('service', [
        ...random.draw(byKind.get('assembly-service') ?? [], 1),
        ...random.draw(byKind.get('maintenance-service') ?? [], 1),
      ]);
    }
  }
}
