import { z } from 'zod';

/** Comma-separated id lists as Thelia's configuration stores them ("12,15, 31"). */
const idList = z
  .union([z.string(), z.array(z.union([z.number(), z.string()]))])
  .default('')
  .transform((value) =>
    (Array.isArray(value) ? value.map(String) : value.split(','))
      .map((part) => Number.parseInt(part.trim(), 10))
      .filter((id) => Number.isInteger(id) && id > 0),
  );
const flag = z
  .union([z.boolean(), z.number(), z.string()])
  .default(false)
  .transform((v) => v === true || v === 1 || v === '1' || v === 'true');
const text = z.string().default('');
const displaySwitch = z.object({ footer: flag, badge: flag }).default({ footer: false, badge: false });

/**
 * docs/product.md §3's per-country locale configuration exactly as a Thelia backend delivers it (snake_case keys). Both
 * adapters parse through this schema, so the rest of the shop only sees `LocaleConfig`.
 */
export const rawLocaleConfigSchema = z.object({
  lang_id: z.coerce.number().int(),
  lang_locale: z.string().min(1),
  lang_url: text,
  country_id: z.coerce.number().int(),
  tax_tax_id: z.coerce.number().int(),
  tax_tax_title: z.string().min(1),
  tax_serialized_requirements: z.string().min(1),
  store_name: z.string().min(1),
  lang_code: z.string().min(1),
  currency_currency_code: z.string().length(3),
  currency_currency_symbol: z.string().min(1),
  loading_gif: text,
  site_key: text,
  captcha_site_key: text,
  logo_image: text,
  logo_header: text,
  logo_footer: text,
  sal: text,
  anpc: text,
  display_buttons_ANPC: flag,
  /** The shop's statement on consumer arbitration (VSBG § 36, AStG, ANPC's SAL), in the store's language. */
  consumer_arbitration: text,
  default_product_image: text,
  widerrufsformular_pdf_link: text,
  content_ids: idList,
  home_team_img: text,
  homepage_products: idList,
  hero_slider_twelve: z
    .array(z.object({ image: z.string(), title: z.string(), text: z.string(), link: z.string() }))
    .default([]),
  vorkasse_info: text,
  company_name: text,
  company_vat_id: text,
  company_register: text,
  /** ISO 3166-2 subdivision of the seller's address without the country (`B` for Bucharest), for e-invoices. */
  company_subdivision: text,
  /** The account prepayment goes to, as an e-invoice names it (spaces allowed). */
  company_iban: text,
  /** The BIC of that account, for the transfer code (EPC069-12); optional inside the EEA. */
  company_bic: text,
  country_title: z.string().min(1),
  facebook: text,
  instagram: text,
  youtube: text,
  tiktok: text,
  mail_picture: text,
  shopvote_shop_id: text,
  trusted_shop_id: text,
  shopvote_display: displaySwitch,
  trustedshop_display: displaySwitch,
  phone_regex: z.string().min(1),
  footer_image_1: text,
  footer_image_2: text,
  footer_image_3: text,
  footer_image_4: text,
  feature_icon_eight: z
    .array(z.object({ icon: z.string(), title: z.string(), text: z.string() }))
    .default([]),
  testimonial_one: z
    .object({ quote: z.string(), author: z.string(), image: z.string() })
    .nullable()
    .default(null),
  guarantee_links: z.array(z.object({ title: z.string(), href: z.string() })).default([]),
  /** docs/product.md §2's partner link of the Romanian footer: a page of the shop or another site. */
  partner_link: z
    .object({ title: z.string().min(1), href: z.string().min(1) })
    .nullable()
    .default(null),
  advent: flag,
  advent_bg: text,
  advent_gift: text,
  vat_min_length: z.coerce.number().int().min(0).default(0),
  textInCart: text,
  multiplier: z.coerce.number().positive().default(1),
  content_with_images: idList,
  best_sellers_products_homepage_ids: idList,
  brand_logos_homepage: idList,
  banners_homepage: z.array(z.object({ image: z.string(), title: z.string(), link: z.string() })).default([]),
  country_visible: flag,
  config_min_price: z.coerce.number().int().min(0).default(0),
  country_flag: text,
  display_country_header: flag,
  is_phone_required: flag,
  'text-header-info': text,
  categories_0_vat: idList,
  categories_title_0_vat: text,
  price_request_product_ids: idList,
  whatsapp_badge_display: flag,
  country_isoalpha2: z.string().length(2),
  cartoon_404: text,
  google_badge_display: flag,
  /** Google Merchant Center's id, which the customer-reviews badge needs (google_badge_display). */
  google_merchant_id: text,
});

export type RawLocaleConfig = z.input<typeof rawLocaleConfigSchema>;

function taxPercent(serialized: string): number {
  const parsed = z.object({ percent: z.coerce.number().min(0).max(100) }).safeParse(JSON.parse(serialized));
  return parsed.success ? parsed.data.percent : 0;
}

/** docs/product.md §3: "the store name and language code joined by a dot, upper-case". */
export function deriveSiteName(storeName: string, languageCode: string): string {
  return `${storeName}.${languageCode}`.toUpperCase();
}

export const localeConfigSchema = rawLocaleConfigSchema.transform((raw) => ({
  languageId: raw.lang_id,
  locale: raw.lang_locale,
  languageUrl: raw.lang_url,
  languageCode: raw.lang_code,
  countryId: raw.country_id,
  countryTitle: raw.country_title,
  countryIsoAlpha2: raw.country_isoalpha2,
  countryFlag: raw.country_flag,
  countryVisible: raw.country_visible,
  displayCountryHeader: raw.display_country_header,
  tax: {
    id: raw.tax_tax_id,
    title: raw.tax_tax_title,
    percent: taxPercent(raw.tax_serialized_requirements),
    serializedRequirements: raw.tax_serialized_requirements,
  },
  storeName: raw.store_name,
  siteName: deriveSiteName(raw.store_name, raw.lang_code),
  currency: { code: raw.currency_currency_code, symbol: raw.currency_currency_symbol },
  images: {
    loading: raw.loading_gif,
    logo: raw.logo_image,
    logoHeader: raw.logo_header,
    logoFooter: raw.logo_footer,
    defaultProduct: raw.default_product_image,
    homeTeam: raw.home_team_img,
    mail: raw.mail_picture,
    cartoon404: raw.cartoon_404,
    footer: [raw.footer_image_1, raw.footer_image_2, raw.footer_image_3, raw.footer_image_4].filter(Boolean),
  },
  captcha: { siteKey: raw.site_key, captchaSiteKey: raw.captcha_site_key },
  legal: {
    salUrl: raw.sal,
    anpcUrl: raw.anpc,
    showAnpcButtons: raw.display_buttons_ANPC,
    consumerArbitration: raw.consumer_arbitration,
    withdrawalFormPdfUrl: raw.widerrufsformular_pdf_link,
    guaranteeLinks: raw.guarantee_links,
    partnerLink: raw.partner_link,
    prepaymentInfo: raw.vorkasse_info,
    /** The legal seller an invoice names: company, VAT id, and its register entry (Firmenbuch, HRB, Reg. Com.). */
    seller: {
      name: raw.company_name || raw.store_name,
      vatId: raw.company_vat_id || null,
      register: raw.company_register || null,
      subdivision: raw.company_subdivision || null,
      iban: raw.company_iban.replace(/\s/g, '') || null,
      bic: raw.company_bic.replace(/\s/g, '') || null,
    },
  },
  social: { facebook: raw.facebook, instagram: raw.instagram, youtube: raw.youtube, tiktok: raw.tiktok },
  trust: {
    shopvoteShopId: raw.shopvote_shop_id,
    trustedShopId: raw.trusted_shop_id,
    shopvote: raw.shopvote_display,
    trustedShop: raw.trustedshop_display,
    googleBadge: raw.google_badge_display,
    googleMerchantId: raw.google_merchant_id,
    whatsappBadge: raw.whatsapp_badge_display,
  },
  rules: {
    phonePattern: raw.phone_regex,
    phoneRequired: raw.is_phone_required,
    vatIdMinLength: raw.vat_min_length,
    minOrderValue: raw.config_min_price,
    quantityMultiplier: raw.multiplier,
  },
  home: {
    contentIds: raw.content_ids,
    productIds: raw.homepage_products,
    bestSellerProductIds: raw.best_sellers_products_homepage_ids,
    brandLogoIds: raw.brand_logos_homepage,
    contentWithImageIds: raw.content_with_images,
    heroSlides: raw.hero_slider_twelve,
    banners: raw.banners_homepage,
    featureIcons: raw.feature_icon_eight,
    testimonial: raw.testimonial_one,
  },
  advent: { enabled: raw.advent, background: raw.advent_bg, gift: raw.advent_gift },
  cartNotice: raw.textInCart,
  headerInfo: raw['text-header-info'],
  zeroVat: { categoryIds: raw.categories_0_vat, title: raw.categories_title_0_vat },
  priceRequestProductIds: raw.price_request_product_ids,
}));

export type LocaleConfig = z.output<typeof localeConfigSchema>;
