import type { components } from '../openapi/thelia-open-api';
import { textRows, type Localised } from './thelia-texts';
import { addressWishes, rewrittenPath } from './thelia-urls';

type Schemas = components['schemas'];

/**
 * A Thelia category as the index's rows, with its id, parent (0 at the top, as in Thelia) and visibility. The
 * module sends no position, so the id orders categories as it orders them in Thelia's own lists without one.
 */
export function categoryRows(item: Localised<Schemas['Category']>, shopRoot: string) {
  const { id, parent, visible } = item.primary;
  return {
    category: { id, parent: parent ?? 0, visible: visible === true, position: id },
    i18n: textRows(id, item, (model) => model.i18n),
    addresses: addressWishes(
      'category',
      id,
      item,
      (model) => rewrittenPath(model.url, shopRoot),
      (model) => model.i18n,
    ),
  };
}

/** A Thelia brand as the index's rows. The module sends no URL for brands: theirs are made from their names. */
export function brandRows(item: Localised<Schemas['Brand']>) {
  const { id, visible } = item.primary;
  return {
    brand: { id, visible: visible === true, position: id },
    i18n: textRows(id, item, (model) => model.i18n),
    addresses: addressWishes(
      'brand',
      id,
      item,
      () => null,
      (model) => model.i18n,
    ),
  };
}
