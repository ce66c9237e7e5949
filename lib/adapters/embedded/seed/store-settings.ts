import * as s from '../schema';
import { categoryTree } from './categories';
import { storeSeeds, type StoreContext } from './stores';
import { seedLocales } from './texts';
import type { RowWriter } from './writer';

const salesBar = {
  de: {
    message: 'Winteraktion: bis zu 30 % auf Heizkörper und Thermostate – nur bis 31. Jänner',
    link: 'heizkoerper.html',
    linkText: 'Zur Aktion',
  },
  ro: {
    message:
      'Campanie de iarnă: până la 30 % reducere la calorifere și termostate – doar până pe 31 ianuarie',
    link: 'calorifere.html',
    linkText: 'Vezi oferta',
  },
  en: {
    message: 'Winter sale: up to 30 % off radiators and thermostats – until 31 January',
    link: 'radiators.html',
    linkText: 'See the offer',
  },
};

/** The shops, their menus and links (Thelia config keys of docs/product.md §3), and the SalesBar module's texts. */
export function addStoreSettings(writer: RowWriter, ctx: StoreContext): void {
  const menuCategories = categoryTree.filter((node) => !node.hidden);
  const topCategoryIds = menuCategories.map((node) => ctx.categoryId(node.code));
  const icons = Object.fromEntries(
    menuCategories.map((node) => [ctx.categoryId(node.code), node.icon ?? '']),
  );
  const content = (...codes: string[]) => codes.map(ctx.contentId).join(',');
  for (const store of storeSeeds(ctx)) {
    writer.add(s.store, {
      code: store.code,
      countryId: store.countryId,
      currencyId: store.currencyId,
      langLocale: store.langLocale,
      contentLocale: store.contentLocale,
      isDefault: store.isDefault,
      ...store.info,
      localeConfig: store.localeConfig,
    });
    const romanian = store.code === 'ro';
    const settings: Record<string, string> = {
      menu_category_ids: topCategoryIds.join(','),
      left_menu_content_ids: content('about', 'press', 'faq'),
      right_menu_content_ids: content('payment', 'delivery', 'shipping-costs'),
      links_left_menu: JSON.stringify(
        romanian ? [{ title: 'Blog', href: '/blog' }] : [{ title: 'Ratgeber', href: '/blog' }],
      ),
      links_right_menu: JSON.stringify(
        romanian
          ? [
              { title: 'Contact', href: '/contact' },
              { title: 'Părerea dumneavoastră', href: '/feedback' },
            ]
          : [
              { title: 'Kontakt', href: '/contact' },
              { title: 'Feedback', href: '/feedback' },
            ],
      ),
      category_icon: JSON.stringify(icons),
      displayAdvent: store.code === 'at' ? '1' : '0',
      // Third-party integrations, loaded only after cookie consent.
      google_tag_manager_id: { at: 'GTM-W7K2QXP', de: 'GTM-M3R8TZL', ro: 'GTM-P5N4VJD' }[store.code],
      chat_widget_script: `https://embed.tawk.to/6571c0ffee${store.code}/default`,
      // Which content page answers each fixed route of docs/product.md §2 in this shop.
      content_routes: JSON.stringify({
        about: ctx.contentId('about'),
        faq: ctx.contentId('faq'),
        presse: ctx.contentId('press'),
        Impressum: ctx.contentId(`imprint-${store.code}`),
        widerrufsrecht: ctx.contentId('withdrawal'),
        datenschutz: ctx.contentId('privacy'),
        'agb.html': ctx.contentId('terms'),
        bezahlen: ctx.contentId('payment'),
        lieferung: ctx.contentId('delivery'),
        versandkosten: ctx.contentId('shipping-costs'),
        // The accessibility statement, under a route in the shop's language.
        [romanian ? 'accesibilitate' : 'barrierefreiheit']: ctx.contentId(`accessibility-${store.code}`),
        ...(romanian
          ? {
              'conditii-de-garantie.html': ctx.contentId('guarantee-ro'),
              'manual-de-utilizare-1.html': ctx.contentId('manual-ro'),
            }
          : {}),
      }),
    };
    for (const [name, value] of Object.entries(settings))
      writer.add(s.storeConfig, { storeCode: store.code, name, value });
  }
  for (const [language, locale] of seedLocales) {
    const bar = salesBar[language];
    const settings = {
      module_active: '1',
      salesbar_active: '1',
      salesbar_message: bar.message,
      salesbar_link: bar.link,
      salesbar_link_text: bar.linkText,
      salesbar_dismiss_button: '1',
    };
    for (const [name, value] of Object.entries(settings))
      writer.add(s.moduleConfig, { moduleCode: 'SalesBar', name, locale, value });
  }
}
