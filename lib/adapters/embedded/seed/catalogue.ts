import { bathroomKinds } from './kinds-bathroom';
import { climateKinds } from './kinds-climate';
import { heatingKinds } from './kinds-heating';
import { installationKinds } from './kinds-installation';
import { valveKinds } from './kinds-valves';
import type { ProductKind } from './kind';
import { categoryTree, flattenCategories } from './categories';

/** The kinds most products are drawn from, by weight. */
export const productKinds: ProductKind[] = [...bathroomKinds, ...heatingKinds, ...climateKinds];

/** Every kind the catalogue holds: the drawn ones, then the goods sold by measure (seed/products.ts). */
export const allKinds: ProductKind[] = [...productKinds, ...installationKinds, ...valveKinds];

export const flatCategories = flattenCategories(categoryTree);
export const categoryIdByCode = new Map(flatCategories.map((c) => [c.definition.code, c.id]));

export function categoryId(code: string): number {
  const id = categoryIdByCode.get(code);
  if (id === undefined) throw new Error(`Unknown category code in seed data: ${code}`);
  return id;
}

/** The top-level category code above a category (its "range"), for matching brands to kinds. */
export function rangeOf(code: string): string {
  const byId = new Map(flatCategories.map((c) => [c.id, c]));
  let node = byId.get(categoryId(code));
  while (node && node.parentId !== 0) node = byId.get(node.parentId);
  return node?.definition.code ?? code;
}

export const associatedKeywords = [
  {
    id: 1,
    code: 'bestseller',
    color: '#b3261e',
    title: { de: 'Bestseller', ro: 'Cel mai vândut', en: 'Bestseller' },
  },
  { id: 2, code: 'new', color: '#1b5e20', title: { de: 'Neu', ro: 'Nou', en: 'New' } },
  {
    id: 3,
    code: 'eco',
    color: '#00695c',
    title: { de: 'Energiesparend', ro: 'Economic', en: 'Energy saver' },
  },
  {
    id: 4,
    code: 'offer',
    color: '#ad1457',
    title: { de: 'Top-Angebot', ro: 'Ofertă', en: 'Top offer' },
    announcesReduction: true,
  },
  {
    id: 5,
    code: 'freight',
    color: '#4e342e',
    title: { de: 'Speditionsware', ro: 'Marfă voluminoasă', en: 'Freight item' },
  },
] as const;
