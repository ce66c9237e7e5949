import type { components } from '../openapi/thelia-open-api';
import { hasId, titleRows, type Localised } from './thelia-texts';

type Product = components['schemas']['Product'];

/**
 * The storefront's product page takes attribute 1 as the colour (queries/product-detail.ts) and its listing
 * filters by the attribute coded 'colour': Thelia's attribute 1 gets that code so both agree. The module sends
 * no codes, so every other attribute and feature is coded by its Thelia id.
 */
const COLOUR_ATTRIBUTE_ID = 1;
export const attributeCode = (id: number) => (id === COLOUR_ATTRIBUTE_ID ? 'colour' : `attribute-${id}`);
const featureCode = (id: number) => `feature-${id}`;

const featureOf = (product: Product, featureId: number) =>
  product.features?.find((feature) => feature.id === featureId);
const attributeOf = (product: Product, elementId: number, attributeId: number) =>
  product.productSaleElements
    ?.find((element) => element.id === elementId)
    ?.attributes?.find((attribute) => attribute.id === attributeId);

/**
 * A product's features and its sale elements' attributes as the index's dictionaries (with Thelia's ids, titles
 * per locale) and links. The index links a product to one value per feature; Thelia may give several, and the
 * first one is kept. Only the sale elements the import writes (`saleElementIds`) are linked. Positions are not
 * sent by the module: ids stand in for them.
 */
export function variantRows(item: Localised<Product>, saleElementIds: ReadonlySet<number>) {
  const { primary } = item;
  const features = (primary.features ?? []).filter(hasId).flatMap((feature, position) => {
    const value = feature.values?.find(hasId);
    if (!value) return [];
    const valueTexts = (product: Product) =>
      featureOf(product, feature.id)?.values?.find((candidate) => candidate.id === value.id)?.i18n;
    return [
      {
        feature: { id: feature.id, code: featureCode(feature.id), position: feature.id },
        featureI18n: titleRows(feature.id, item, (product) => featureOf(product, feature.id)?.i18n),
        value: { id: value.id, featureId: feature.id, position: value.id },
        valueI18n: titleRows(value.id, item, valueTexts),
        link: { productId: primary.id, featureId: feature.id, featureAvId: value.id, position },
      },
    ];
  });
  const elements = (primary.productSaleElements ?? [])
    .filter(hasId)
    .filter((element) => saleElementIds.has(element.id));
  const attributes = elements.flatMap((element) =>
    (element.attributes ?? []).filter(hasId).flatMap((attribute) => {
      const value = attribute.values?.find(hasId);
      if (!value) return [];
      const valueTexts = (product: Product) =>
        attributeOf(product, element.id, attribute.id)?.values?.find((v) => v.id === value.id)?.i18n;
      return [
        {
          attribute: { id: attribute.id, code: attributeCode(attribute.id), position: attribute.id },
          attributeI18n: titleRows(
            attribute.id,
            item,
            (product) => attributeOf(product, element.id, attribute.id)?.i18n,
          ),
          value: { id: value.id, attributeId: attribute.id, position: value.id },
          valueI18n: titleRows(value.id, item, valueTexts),
          link: { attributeId: attribute.id, attributeAvId: value.id, productSaleElementsId: element.id },
        },
      ];
    }),
  );
  return { features, attributes };
}

export type VariantRows = ReturnType<typeof variantRows>;
