import Link from 'next/link';
import { useLocale, useMessages, useTranslations, type AbstractIntlMessages } from 'next-intl';
import type { Frame } from '@/lib/catalog/frame';
import type { AdminBarLabels } from '@/components/account/admin-bar';
import { AccountSlot } from '@/components/account/account-slot';
import { CartLink } from '@/components/cart/cart-link';
import { CartSlot } from '@/components/cart/cart-slot';
import { HeaderListLinks } from '@/components/lists/header-list-links';
import { SearchBox } from '@/components/search/search-box';
import { LineIcon } from '@/components/ui/line-icon';
import { COUNTRY_BAR_ID } from './header-ids';
import { CountrySelector } from './country-selector';
import { FullMenu } from './full-menu';
import { MegaMenu } from './mega-menu';
import { MenuLevels } from './menu-levels';
import { MenuServices } from './menu-services';
import { PhoneBlock } from './phone-block';
import { SalesBar } from './sales-bar';

/**
 * The header, phone first (docs/design.md "Breakpoints"): below 992 px one row of menu button, logo and icon buttons
 * (search, account, cart) with the delivery country and the service links in the off-canvas menu; from 992 px
 * the thin country bar above, phone and lists beside the icons, and the main category row with its submenus.
 */
export function SiteHeader({ frame }: { frame: Frame }) {
  const t = useTranslations('Layout');
  const search = useTranslations('Search');
  const tPrice = useTranslations('Price');
  const searchErrors = useTranslations('Errors.search');
  const locale = useLocale();
  const messages = useMessages();
  const prefix = frame.linkPrefix;
  return (
    <header className="site-header">
      <a href="#main" className="skip-link">
        {t('skipToContent')}
      </a>
      {frame.salesBar && <SalesBar bar={frame.salesBar} dismissLabel={t('dismissSalesBar')} />}
      {/* Where an admin's bar is drawn on the client; empty in every cached page. */}
      <div id="admin-bar" />
      <div id={COUNTRY_BAR_ID} className="site-header__country-bar">
        <div className="site-header__country-row">
          {frame.countryHeader.shown && (
            <div className="site-header__country">
              {frame.countryHeader.flag && (
                // eslint-disable-next-line @next/next/no-img-element -- the store's configured flag, decorative beside the country's name
                <img
                  className="site-header__flag"
                  src={frame.countryHeader.flag}
                  alt=""
                  width={24}
                  height={16}
                />
              )}
              <CountrySelector
                countries={frame.deliveryCountries.map(({ vatBasisPoints, ...country }) => ({
                  ...country,
                  vatLabel:
                    vatBasisPoints === null
                      ? ''
                      : tPrice('inclVat', {
                          rate: new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(
                            vatBasisPoints / 100,
                          ),
                        }),
                }))}
                selectedId={frame.deliveryCountryId}
                vatMode={frame.vatMode}
                labels={{
                  deliveryCountry: t('deliveryCountry'),
                  apply: t('applyCountry'),
                  vatExcluded: tPrice('exclVat'),
                }}
              />
            </div>
          )}
          {frame.headerInfo && (
            <p className="site-header__info" data-testid="header-info">
              {frame.headerInfo}
            </p>
          )}
        </div>
      </div>
      <div className="site-header__bar">
        <FullMenu
          labels={{ open: t('menu'), title: t('menu'), close: t('closeMenu') }}
          icons={{ open: <LineIcon name="menu" size={24} />, close: <LineIcon name="close" size={24} /> }}
        >
          <nav aria-label={t('allCategories')}>
            <MenuLevels nodes={frame.menuTree} />
          </nav>
          <MenuServices prefix={prefix} phone={frame.phone.number} info={frame.headerInfo} />
        </FullMenu>
        <Link
          href={prefix || '/'}
          className="site-header__logo"
          aria-label={t('homeLink', { storeName: frame.storeName })}
        >
          {/* eslint-disable-next-line @next/next/no-img-element -- the SVG logo comes from the store's configuration */}
          <img src={frame.logoUrl} alt="" width={220} height={56} />
        </Link>
        <SearchBox
          language={locale.slice(0, 2)}
          locale={locale}
          linkPrefix={prefix}
          labels={{
            label: search('label'),
            placeholder: search('placeholder'),
            submit: search('submit'),
            open: search('open'),
            close: search('close'),
            tooShort: searchErrors('tooShort'),
          }}
          icons={{ open: <LineIcon name="search" size={24} />, close: <LineIcon name="close" size={24} /> }}
          messages={{
            Search: messages.Search,
            Errors: { search: (messages.Errors as Record<string, AbstractIntlMessages>).search! },
            Price: messages.Price,
            Stock: messages.Stock,
            EnergyLabel: messages.EnergyLabel,
          }}
        />
        <div className="site-header__actions">
          <div className="site-header__wide">
            <PhoneBlock
              phone={frame.phone.number}
              icon={<LineIcon name="phone" size={24} />}
              labels={{
                toggle: t('phone'),
                hours: t('supportHours'),
                loading: t('pleaseWait'),
                failed: t('storeInfoFailed'),
                retry: t('retry'),
              }}
            />
            {frame.adventEnabled && (
              <a href={`${prefix}/advent-calendar`} className="site-header__action site-header__advent">
                {t('adventCalendar')}
              </a>
            )}
            <HeaderListLinks prefix={prefix} />
          </div>
          <AccountSlot
            language={locale.slice(0, 2)}
            accountHref={`${prefix}/account`}
            labels={{
              menu: t('accountMenu'),
              account: t('accountOverview'),
              logout: t('logout'),
              admin: messages.AdminBar as AdminBarLabels,
            }}
          >
            <a href={`${prefix}/login-register`} className="site-header__icon">
              <LineIcon name="user" size={24} />
              <span className="visually-hidden">{t('loginRegister')}</span>
            </a>
          </AccountSlot>
          <CartSlot
            href={`${prefix}/cart`}
            text={t('cart')}
            language={locale.slice(0, 2)}
            locale={locale}
            linkPrefix={prefix}
            messages={{
              MiniCart: messages.MiniCart!,
              Cart: { cartLink: (messages.Cart as Record<string, string>).cartLink! },
              Toasts: messages.Toasts!,
              Errors: {
                cart: (messages.Errors as Record<string, AbstractIntlMessages>).cart!,
                lists: (messages.Errors as Record<string, AbstractIntlMessages>).lists!,
                request: (messages.Errors as Record<string, AbstractIntlMessages>).request!,
              },
            }}
          >
            <CartLink href={`${prefix}/cart`} text={t('cart')} label={t('cart')} count={null} />
          </CartSlot>
        </div>
      </div>
      <MegaMenu tree={frame.menuTree} />
    </header>
  );
}
