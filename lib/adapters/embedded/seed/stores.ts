import type { RawLocaleConfig } from '../../../shop/locale-config';
import type { StoreCode } from '../../../shop/schemas';
import { consumerArbitration } from './consumer-arbitration';

export interface StoreSeed {
  code: StoreCode;
  countryId: number;
  currencyId: number;
  langLocale: string;
  contentLocale: string;
  isDefault: boolean;
  info: {
    phone: string;
    email: string;
    supportTime: string;
    supportTimeMoTh: string;
    address1: string;
    city: string;
    zipcode: string;
  };
  localeConfig: RawLocaleConfig;
}

export interface StoreContext {
  /** Category ids by code, for menus and 0 % VAT lists. */
  categoryId: (code: string) => number;
  contentId: (code: string) => number;
  brandIds: number[];
  bestSellerIds: number[];
  homepageProductIds: number[];
  priceRequestProductIds: number[];
}

const media = (file: string) => `/media/${file}`;

function shared(ctx: StoreContext, code: StoreCode) {
  return {
    loading_gif: media('site/loading.svg'),
    logo_image: media(`site/logo-${code}.svg`),
    logo_header: media(`site/logo-${code}.svg`),
    logo_footer: media(`site/logo-${code}-footer.svg`),
    default_product_image: media('product/service-0b5394-main.png'),
    home_team_img: media('banner/team.png'),
    homepage_products: ctx.homepageProductIds,
    best_sellers_products_homepage_ids: ctx.bestSellerIds,
    brand_logos_homepage: ctx.brandIds.slice(0, 12),
    content_with_images: [
      ctx.contentId('about'),
      ctx.contentId('delivery'),
      ctx.contentId('landing-aquavia'),
    ],
    footer_image_1: media('site/pay-visa.svg'),
    footer_image_2: media('site/pay-mastercard.svg'),
    footer_image_3: media('site/pay-paypal.svg'),
    footer_image_4: media('site/delivery.svg'),
    mail_picture: media('site/mail.svg'),
    cartoon_404: media('site/cartoon-404.svg'),
    advent_bg: media('banner/advent.png'),
    advent_gift: media('site/gift.svg'),
    price_request_product_ids: ctx.priceRequestProductIds,
    country_visible: true,
    display_country_header: true,
    site_key: '',
    captcha_site_key: '',
  };
}

const hero = (image: string, title: string, text: string, link: string) => ({
  image: media(`banner/${image}.png`),
  title,
  text,
  link,
});
const taxJson = (percent: number) => JSON.stringify({ percent });

/** The three shops with their locale configuration (docs/product.md §3), as a Thelia back office would hold them. */
export function storeSeeds(ctx: StoreContext): StoreSeed[] {
  /** The home page of the German-speaking shops, naming the ways to pay the shop offers there (lib/checkout). */
  const germanHome = (payments: string, photovoltaics: string) => ({
    hero_slider_twelve: [
      hero(
        'bathroom',
        'Ihr neues Bad beginnt hier',
        'Armaturen, Waschbecken und Duschen von über 20 Herstellern',
        'badezimmer.html',
      ),
      hero(
        'heating',
        'Jetzt auf Wärmepumpe umsteigen',
        'Mit Planung, Montage und Wartung aus einer Hand',
        'waermepumpen.html',
      ),
      hero(
        'climate',
        'Kühle Räume im Sommer',
        'Split-Klimageräte mit Montage-Service',
        'klima-lueftung.html',
      ),
    ],
    feature_icon_eight: [
      {
        icon: 'truck',
        title: 'Versandkostenfrei ab 50 €',
        text: 'Innerhalb des Landes, ausgenommen Speditionsware',
      },
      { icon: 'shield', title: 'Sicher bezahlen', text: payments },
      { icon: 'return', title: '14 Tage Widerrufsrecht', text: 'Einfache Rücksendung' },
      { icon: 'headset', title: 'Fachberatung', text: 'Installateure am Telefon' },
    ],
    testimonial_one: {
      quote:
        'Die Wärmepumpe kam pünktlich, der Monteur war top – und die Beratung am Telefon hat uns viel Geld gespart.',
      author: 'Familie Gruber, Graz',
      image: media('site/testimonial.svg'),
    },
    banners_homepage: [
      {
        image: media('banner/sale.png'),
        title: 'Winteraktion: Heizkörper bis -30 %',
        link: 'heizkoerper.html',
      },
      { image: media('banner/pv.png'), title: photovoltaics, link: 'photovoltaik.html' },
    ],
  });
  const contentIds = ['about', 'delivery', 'payment', 'faq'].map(ctx.contentId);
  return [
    {
      code: 'at',
      countryId: 13,
      currencyId: 1,
      langLocale: 'de_AT',
      contentLocale: 'de_DE',
      isDefault: true,
      info: {
        phone: '+43 732 890 120',
        email: 'service@sanitaerwelt.at',
        supportTime: 'Mo–Fr 8–17 Uhr',
        supportTimeMoTh: 'Mo–Do 8–17 Uhr, Fr 8–13 Uhr',
        address1: 'Industriezeile 47',
        city: 'Linz',
        zipcode: '4020',
      },
      localeConfig: {
        ...shared(ctx, 'at'),
        ...germanHome('Kreditkarte, EPS, Klarna, PayPal, Vorkasse', 'Photovoltaik für Ihr Dach'),
        lang_id: 1,
        lang_locale: 'de_AT',
        lang_url: 'https://www.sanitaerwelt.at',
        lang_code: 'at',
        country_id: 13,
        country_title: 'Österreich',
        country_isoalpha2: 'AT',
        country_flag: media('site/flag-at.svg'),
        tax_tax_id: 1,
        tax_tax_title: '20% Ust.',
        tax_serialized_requirements: taxJson(20),
        store_name: 'Sanitärwelt',
        currency_currency_code: 'EUR',
        currency_currency_symbol: '€',
        sal: '',
        anpc: '',
        display_buttons_ANPC: false,
        consumer_arbitration: consumerArbitration.at.de,
        widerrufsformular_pdf_link: media('docs/widerrufsformular-at.pdf'),
        content_ids: contentIds,
        vorkasse_info:
          'Bitte überweisen Sie den Betrag auf: Sanitärwelt GmbH, IBAN AT61 1904 3002 3457 3201, BIC OBKLAT2L. Verwendungszweck: Ihre Bestellnummer.',
        company_name: 'Sanitärwelt GmbH',
        company_vat_id: 'ATU12345675',
        company_register: 'FN 123456a, Landesgericht Linz',
        company_subdivision: '4',
        company_iban: 'AT61 1904 3002 3457 3201',
        company_bic: 'OBKLAT2L',
        facebook: 'https://www.facebook.com/sanitaerwelt.at',
        instagram: 'https://www.instagram.com/sanitaerwelt.at',
        youtube: 'https://www.youtube.com/@sanitaerwelt',
        tiktok: '',
        shopvote_shop_id: '18231',
        trusted_shop_id: '',
        shopvote_display: { footer: true, badge: true },
        trustedshop_display: { footer: false, badge: false },
        phone_regex: '^\\+?[0-9 ]{9,20}$',
        guarantee_links: [],
        advent: true,
        vat_min_length: 11,
        textInCart: 'Speditionsware wird bis zur Bordsteinkante geliefert.',
        multiplier: 1,
        config_min_price: 0,
        is_phone_required: true,
        'text-header-info': 'Versandkostenfrei ab 50 € · Fachberatung Mo–Fr 8–17 Uhr',
        // Austria's zero rate for photovoltaics ended on 31 March 2025: its tax rule holds the dates.
        categories_0_vat: [],
        categories_title_0_vat: '',
        whatsapp_badge_display: false,
        google_badge_display: false,
      },
    },
    {
      code: 'de',
      countryId: 5,
      currencyId: 1,
      langLocale: 'de_DE',
      contentLocale: 'de_DE',
      isDefault: false,
      info: {
        phone: '+49 89 2154 870',
        email: 'service@sanitaerwelt.de',
        supportTime: 'Mo–Fr 8–18 Uhr',
        supportTimeMoTh: 'Mo–Do 8–18 Uhr, Fr 8–14 Uhr',
        address1: 'Landsberger Straße 302',
        city: 'München',
        zipcode: '80687',
      },
      localeConfig: {
        ...shared(ctx, 'de'),
        ...germanHome('Kreditkarte, Klarna, PayPal, Vorkasse', 'Photovoltaik für Ihr Dach'),
        lang_id: 2,
        lang_locale: 'de_DE',
        lang_url: 'https://www.sanitaerwelt.de',
        lang_code: 'de',
        country_id: 5,
        country_title: 'Deutschland',
        country_isoalpha2: 'DE',
        country_flag: media('site/flag-de.svg'),
        tax_tax_id: 2,
        tax_tax_title: '19% Ust.',
        tax_serialized_requirements: taxJson(19),
        store_name: 'Sanitärwelt',
        currency_currency_code: 'EUR',
        currency_currency_symbol: '€',
        sal: '',
        anpc: '',
        display_buttons_ANPC: false,
        consumer_arbitration: consumerArbitration.de.de,
        widerrufsformular_pdf_link: media('docs/widerrufsformular-de.pdf'),
        content_ids: contentIds,
        vorkasse_info:
          'Bitte überweisen Sie den Betrag auf: Sanitärwelt Deutschland GmbH, IBAN DE89 3704 0044 0532 0130 00, BIC COBADEFFXXX. Verwendungszweck: Ihre Bestellnummer.',
        company_name: 'Sanitärwelt Deutschland GmbH',
        company_vat_id: 'DE811115368',
        company_register: 'HRB 123456, Amtsgericht München',
        company_subdivision: 'BY',
        company_iban: 'DE89 3704 0044 0532 0130 00',
        company_bic: 'COBADEFFXXX',
        facebook: 'https://www.facebook.com/sanitaerwelt.de',
        instagram: 'https://www.instagram.com/sanitaerwelt.de',
        youtube: 'https://www.youtube.com/@sanitaerwelt',
        tiktok: 'https://www.tiktok.com/@sanitaerwelt',
        shopvote_shop_id: '',
        trusted_shop_id: 'X8B1C3D5E7F9A2B4C6D8E0F1A3B5C7D9E',
        shopvote_display: { footer: false, badge: false },
        trustedshop_display: { footer: true, badge: true },
        phone_regex: '^\\+?[0-9 ]{9,20}$',
        guarantee_links: [],
        advent: false,
        vat_min_length: 11,
        textInCart: 'Speditionsware: 90 € Frachtpauschale, Lieferung bis zur Bordsteinkante.',
        multiplier: 1,
        config_min_price: 0,
        is_phone_required: true,
        'text-header-info': 'Versandkostenfrei ab 50 € · Fachberatung Mo–Fr 8–18 Uhr',
        // Germany's 0 % for photovoltaics needs the buyer's confirmation: its tax rule holds the condition.
        categories_0_vat: [],
        categories_title_0_vat: '',
        whatsapp_badge_display: false,
        google_badge_display: true,
        google_merchant_id: '5088164312',
      },
    },
    {
      code: 'ro',
      countryId: 146,
      currencyId: 2,
      langLocale: 'ro_RO',
      contentLocale: 'ro_RO',
      isDefault: false,
      info: {
        phone: '+40 21 311 4520',
        email: 'contact@sanitarlume.ro',
        supportTime: 'L–V 9–17',
        supportTimeMoTh: 'L–J 9–17, V 9–14',
        address1: 'Bulevardul Timișoara 26',
        city: 'București',
        zipcode: '061331',
      },
      localeConfig: {
        ...shared(ctx, 'ro'),
        lang_id: 3,
        lang_locale: 'ro_RO',
        lang_url: 'https://www.sanitarlume.ro',
        lang_code: 'ro',
        country_id: 146,
        country_title: 'România',
        country_isoalpha2: 'RO',
        country_flag: media('site/flag-ro.svg'),
        tax_tax_id: 5,
        tax_tax_title: '21% TVA',
        tax_serialized_requirements: taxJson(21),
        store_name: 'SanitarLume',
        currency_currency_code: 'RON',
        currency_currency_symbol: 'lei',
        sal: 'https://anpc.ro/ce-este-sal/',
        anpc: 'https://anpc.ro/',
        display_buttons_ANPC: true,
        consumer_arbitration: consumerArbitration.ro.ro,
        widerrufsformular_pdf_link: media('docs/formular-retragere-ro.pdf'),
        content_ids: contentIds,
        vorkasse_info:
          'Vă rugăm să transferați suma în contul: SanitarLume SRL, IBAN RO49 AAAA 1B31 0075 9384 0000, Banca Transilvania. Detalii plată: numărul comenzii.',
        company_name: 'SanitarLume SRL',
        company_vat_id: 'RO18547290',
        company_register: 'Reg. Com. J40/12345/2019',
        company_subdivision: 'B',
        company_iban: 'RO49 AAAA 1B31 0075 9384 0000',
        company_bic: 'BTRLRO22',
        hero_slider_twelve: [
          hero(
            'bathroom',
            'Baia ta nouă începe aici',
            'Baterii, lavoare și cabine de duș de la peste 20 de producători',
            'baie.html',
          ),
          hero(
            'heating',
            'Treci acum la pompa de căldură',
            'Proiectare, montaj și mentenanță dintr-o singură sursă',
            'pompe-de-caldura.html',
          ),
          hero('climate', 'Răcoare vara', 'Aparate de aer condiționat cu montaj inclus', 'climatizare.html'),
        ],
        feature_icon_eight: [
          {
            icon: 'truck',
            title: 'Livrare gratuită peste 1000 lei',
            text: 'În toată țara, cu excepția mărfii voluminoase',
          },
          { icon: 'shield', title: 'Plată sigură', text: 'Card, PayPal, ramburs, transfer bancar' },
          { icon: 'return', title: 'Retur în 14 zile', text: 'Returnare simplă' },
          { icon: 'headset', title: 'Consultanță de specialitate', text: 'Instalatori la telefon' },
        ],
        testimonial_one: {
          quote: 'Centrala a ajuns a doua zi, iar montajul a fost făcut impecabil. Recomand!',
          author: 'Andrei M., Cluj-Napoca',
          image: media('site/testimonial.svg'),
        },
        banners_homepage: [
          {
            image: media('banner/sale.png'),
            title: 'Campanie de iarnă: calorifere până la -30 %',
            link: 'calorifere.html',
          },
          {
            image: media('banner/pv.png'),
            title: 'Panouri fotovoltaice pentru casa ta',
            link: 'fotovoltaice.html',
          },
        ],
        facebook: 'https://www.facebook.com/sanitarlume',
        instagram: 'https://www.instagram.com/sanitarlume',
        youtube: 'https://www.youtube.com/@sanitarlume',
        tiktok: 'https://www.tiktok.com/@sanitarlume',
        shopvote_shop_id: '',
        trusted_shop_id: '',
        shopvote_display: { footer: false, badge: false },
        trustedshop_display: { footer: false, badge: false },
        phone_regex: '^(\\+4)?0?7[0-9]{8}$|^(\\+4)?0?[23][0-9]{8}$',
        guarantee_links: [
          { title: 'Condiții de garanție', href: 'conditii-de-garantie.html' },
          { title: 'Manual de utilizare', href: 'manual-de-utilizare-1.html' },
        ],
        partner_link: { title: 'Program pentru instalatori parteneri', href: 'contact' },
        advent: false,
        vat_min_length: 4,
        textInCart: 'Prețul este garantat doar în ziua adăugării în coș.',
        multiplier: 1,
        // Below 50 lei a parcel costs the shop more than it earns: the Romanian shop takes orders from there on.
        config_min_price: 50,
        is_phone_required: true,
        'text-header-info': 'Livrare gratuită peste 1000 lei · Consultanță L–V 9–17',
        categories_0_vat: [],
        categories_title_0_vat: '',
        whatsapp_badge_display: true,
        google_badge_display: false,
      },
    },
  ];
}
