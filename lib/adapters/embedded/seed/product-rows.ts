import { renderTextPdf } from '../../../pdf/text-pdf';
import { priorPriceOf } from '../../../pricing/prior-price';
import * as s from '../schema';
import { COLOUR_ATTRIBUTE_ID, SIZE_ATTRIBUTE_ID } from './attributes';
import { energyLabelOf } from './energy-labels';
import { energySheet } from './energy-sheets';
import { energyLabelSvg } from './media/energy-label-svg';
import { productImage } from './media/product-images';
import type { SeedProduct } from './products';
import { seedPriceHistory } from './price-history';
import { seedReviews } from './reviews';
import { safetyRows } from './safety-texts';
import { addI18n, EUR, SOLAR_TAX_RULE, STANDARD_TAX_RULE } from './static-data';
import { seedLocales, t, type Texts } from './texts';
import type { UrlWriter } from './urls';
import type { RowWriter } from './writer';

const SERVICE_COLOUR = '#0b5394';
const contentTypeOf = (file: string) =>
  file.endsWith('.pdf') ? 'application/pdf' : file.endsWith('.svg') ? 'image/svg+xml' : 'image/png';
const metaTitle = t('{title} online kaufen', '{title} – cumpără online', 'Buy {title} online');
const documentTitles = {
  manual: t(
    'Montage- und Bedienungsanleitung',
    'Manual de montaj și utilizare',
    'Installation and user manual',
  ),
  sheet: t('Technisches Datenblatt', 'Fișă tehnică', 'Technical data sheet'),
};

/** Writes products with everything that hangs off them; images and PDFs are generated once per kind and colour. */
export class ProductRows {
  private readonly mediaWritten = new Map<
    string,
    { file: string; width: number | null; height: number | null }
  >();
  private nextImageId = 1;
  private nextDocumentId = 1;

  constructor(
    private readonly writer: RowWriter,
    private readonly urls: UrlWriter,
    /** Today, for the price histories that end in today's prices. */
    private readonly pricedAt: Date,
  ) {}

  async add(product: SeedProduct, retiredTitle: Texts | null): Promise<void> {
    const { writer } = this;
    const { kind } = product;
    writer.add(s.product, {
      id: product.id,
      ref: product.ref,
      brandId: product.brandId,
      taxRuleId: kind.zeroVatInAtDe ? SOLAR_TAX_RULE : STANDARD_TAX_RULE,
      visible: product.visible,
      position: product.id,
      kind: kind.service ? 'service' : 'goods',
      unit: kind.unit ?? 'piece',
      minQuantity: kind.minQuantity ?? 1,
      orderMultiple: kind.orderMultiple ?? 1,
      deliveryMinDays: kind.deliveryDays[0],
      deliveryMaxDays: kind.deliveryDays[1],
      salesCount: product.salesCount,
      createdAt: product.createdAt,
    });
    addI18n(writer, s.productI18n, product.id, product.title, (language) => ({
      chapo: product.chapo[language],
      description: product.description[language],
      metaTitle: metaTitle[language].replace('{title}', product.title[language]),
      metaDescription: product.chapo[language].slice(0, 155),
    }));
    writer.add(s.productSafetyI18n, ...safetyRows(product.id, kind.warnings));
    writer.add(s.productCategory, {
      productId: product.id,
      categoryId: product.categoryId,
      defaultCategory: true,
    });
    for (const feature of product.features)
      writer.add(s.featureProduct, { productId: product.id, ...feature });
    for (const keywordId of product.keywordIds)
      writer.add(s.productAssociatedKeyword, { productId: product.id, keywordId });
    for (const countryId of product.undeliverableCountryIds)
      writer.add(s.productUndeliverableCountry, { productId: product.id, countryId });

    const current = this.urls.addCurrent('product', product.id, product.title);
    if (retiredTitle) this.urls.addRetired('product', product.id, retiredTitle, current);

    for (const pse of product.saleElements) {
      writer.add(s.productSaleElements, {
        id: pse.id,
        productId: product.id,
        ref: pse.ref,
        quantity: pse.quantity,
        promo: pse.promo,
        weightGrams: pse.weightGrams,
        isDefault: pse.isDefault,
        eanCode: pse.ean,
        stockPolicy: pse.stockPolicy,
        availableFrom: pse.availableFrom,
        measureUnit: pse.measure?.unit ?? null,
        measureMilli: pse.measure?.milli ?? null,
      });
      if (pse.radiator) writer.add(s.radiatorRating, { productSaleElementsId: pse.id, ...pse.radiator });
      const history = seedPriceHistory(pse, product.createdAt, this.pricedAt);
      writer.add(s.productPrice, {
        productSaleElementsId: pse.id,
        currencyId: EUR,
        price: pse.price,
        promoPrice: pse.promoPrice,
        listenPrice: pse.listenPrice,
        priorPrice: priorPriceOf(history),
      });
      for (const entry of history)
        writer.add(s.productPriceHistory, { productSaleElementsId: pse.id, currencyId: EUR, ...entry });
      if (pse.colourId)
        writer.add(s.attributeCombination, {
          attributeId: COLOUR_ATTRIBUTE_ID,
          attributeAvId: pse.colourId,
          productSaleElementsId: pse.id,
        });
      if (pse.sizeId)
        writer.add(s.attributeCombination, {
          attributeId: SIZE_ATTRIBUTE_ID,
          attributeAvId: pse.sizeId,
          productSaleElementsId: pse.id,
        });
      // Every variant of a product sold in several has an address of its own, the default one too: the
      // product's address opens on an orderable variant, which need not be the default.
      if (product.saleElements.length > 1) {
        const variant = (language: keyof Texts) =>
          [product.title[language], pse.sizeLabel?.[language], pse.colourId ? pse.ref.slice(-1) : '']
            .filter(Boolean)
            .join(' ');
        this.urls.addCurrent('pse', pse.id, t(variant('de'), variant('ro'), variant('en')));
      }
    }
    this.addReviews(product);
    this.addImages(product);
    await this.addDocuments(product);
    await this.addEnergyLabel(product);
  }

  /** Approved demo reviews with the totals cards and the search read; written after the sale elements. */
  private addReviews(product: SeedProduct): void {
    const reviews = seedReviews(product, this.pricedAt);
    if (reviews.length === 0) return;
    this.writer.add(s.productReview, ...reviews);
    this.writer.add(s.productRating, {
      productId: product.id,
      reviewCount: reviews.length,
      ratingSum: reviews.reduce((sum, review) => sum + review.rating, 0),
    });
  }

  private addImages(product: SeedProduct): void {
    const colourHexes = [...new Set(product.saleElements.map((pse) => pse.colourHex ?? SERVICE_COLOUR))];
    const views = [
      ...colourHexes.map((hex) => [hex, 'main'] as const),
      [colourHexes[0] ?? SERVICE_COLOUR, 'detail'] as const,
    ];
    views.forEach(([hex, view], index) => {
      const image = this.media(`product/${product.kind.shape}-${hex.slice(1)}-${view}.png`, () =>
        productImage(product.kind.shape, hex, view),
      );
      const id = this.nextImageId++;
      this.writer.add(s.productImage, {
        id,
        productId: product.id,
        file: image.file,
        width: image.width ?? 0,
        height: image.height ?? 0,
        position: index + 1,
      });
      addI18n(this.writer, s.productImageI18n, id, product.title);
    });
  }

  private async addDocuments(product: SeedProduct): Promise<void> {
    if (product.kind.service) return;
    for (const [position, type] of (['manual', 'sheet'] as const).entries()) {
      for (const [language] of seedLocales) {
        const file = `docs/${product.kind.code}-${type}-${language}.pdf`;
        await this.document(file, () => ({
          title: `${documentTitles[type][language]}: ${product.kind.noun[language]}`,
          paragraphs: [product.kind.text[language].replace(/\{\w+\}/g, '…')],
        }));
        const id = this.nextDocumentId++;
        this.writer.add(s.productDocument, { id, productId: product.id, file, position: position + 1 });
        this.writer.add(s.productDocumentI18n, {
          id,
          locale: seedLocales.find(([l]) => l === language)![1],
          title: documentTitles[type][language],
        });
      }
    }
  }

  /** The label and the information sheet are drawn once per file and shared by the products they fit. */
  private async addEnergyLabel(product: SeedProduct): Promise<void> {
    const label = energyLabelOf(product);
    if (!label) return;
    this.media(label.labelFile, () => energyLabelSvg(label.labelFile, label));
    await this.document(label.sheetFile, () => energySheet(product.kind, product.brandId, label));
    this.writer.add(s.productEnergyLabel, {
      productId: product.id,
      regulation: label.regulation,
      energyClass: label.energyClass,
      secondClass: label.secondClass,
      eprelNumber: label.eprelNumber,
      labelFile: label.labelFile,
      sheetFile: label.sheetFile,
    });
  }

  /** Writes a PDF only the first time its file comes up: products of a kind share their kind's documents. */
  private async document(
    file: string,
    content: () => { title: string; paragraphs: string[] },
  ): Promise<void> {
    if (this.mediaWritten.has(file)) return;
    const { title, paragraphs } = content();
    const body = await renderTextPdf(title, paragraphs);
    this.media(file, () => ({ file, body }));
  }

  private media(file: string, make: () => { file: string; body: Buffer; width?: number; height?: number }) {
    const known = this.mediaWritten.get(file);
    if (known) return known;
    const made = make();
    const entry = { file, width: made.width ?? null, height: made.height ?? null };
    this.mediaWritten.set(file, entry);
    this.writer.add(s.mediaFile, {
      ...entry,
      contentType: contentTypeOf(file),
      body: made.body,
    });
    return entry;
  }
}
