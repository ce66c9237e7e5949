import { useTranslations } from 'next-intl';
import type { FooterData } from '@/lib/catalog/frame';
import type { MenuLink } from '@/lib/shop/types';
import { SocialLinks } from './social-links';

function LinkList({ id, title, links }: { id: string; title: string; links: MenuLink[] }) {
  if (links.length === 0) return null;
  return (
    <nav aria-labelledby={id} className="site-footer__links">
      <h2 id={id}>{title}</h2>
      <ul>
        {links.map((link) => (
          <li key={link.href}>
            <a href={link.href}>{link.title}</a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** docs/product.md §2's footer; everything static, so it adds no JavaScript. */
export function SiteFooter({ footer, year }: { footer: FooterData; year: number }) {
  const t = useTranslations('Footer');
  const { info, legal, trust } = footer;
  const romania = footer.store === 'ro';
  return (
    <footer className="site-footer">
      <div className="site-footer__grid">
        <section aria-labelledby="footer-contact" className="site-footer__contact">
          <h2 id="footer-contact">{t('contact')}</h2>
          <address>
            {footer.storeName}
            <br />
            {info.address}, {info.zipcode} {info.city}
            <br />
            <a href={`tel:${info.phone.replace(/\s/g, '')}`}>{info.phone}</a>
            <br />
            <a href={`mailto:${info.email}`}>{info.email}</a>
          </address>
          <p>
            {t('supportTime')}: {info.supportTime}
          </p>
          <SocialLinks social={footer.social} />
        </section>
        <section aria-labelledby="footer-newsletter" className="site-footer__newsletter">
          <h2 id="footer-newsletter">{t('newsletter')}</h2>
          <p>{t('newsletterText')}</p>
          {/* A plain GET form: the page it opens asks for the consent, so the cached footer needs no script. */}
          <form action={footer.newsletterHref} method="get">
            <label htmlFor="footer-newsletter-email">{t('email')}</label>
            <input id="footer-newsletter-email" type="email" name="email" required autoComplete="email" />
            <button type="submit">{t('subscribe')}</button>
          </form>
        </section>
        <LinkList id="footer-service" title={t('service')} links={footer.serviceLinks} />
        <LinkList id="footer-about" title={t('about')} links={footer.aboutLinks} />
        <LinkList id="footer-legal" title={t('legal')} links={footer.legalLinks} />
        <LinkList id="footer-guarantee" title={t('guarantee')} links={footer.guaranteeLinks} />
      </div>
      <div className="site-footer__badges">
        <ul className="site-footer__payments" aria-label={t('paymentAndDelivery')}>
          {footer.paymentImages.map((image) => (
            <li key={image}>
              {/* eslint-disable-next-line @next/next/no-img-element -- configured badge images */}
              <img
                src={image}
                alt={
                  image
                    .split('/')
                    .pop()
                    ?.replace(/\.svg$/, '')
                    .replace(/^(pay-)/, '') ?? ''
                }
                width={120}
                height={48}
                loading="lazy"
              />
            </li>
          ))}
        </ul>
        {trust.trustedShop.footer && trust.trustedShopId && (
          <a
            className="trust-badge"
            href={`https://www.trustedshops.de/bewertung/info_${trust.trustedShopId}.html`}
            rel="noopener noreferrer"
            target="_blank"
          >
            {t('trustedShops')}
          </a>
        )}
        {trust.shopvote.footer && trust.shopvoteShopId && (
          <a
            className="trust-badge"
            href={`https://www.shopvote.de/bewertung_${trust.shopvoteShopId}.html`}
            rel="noopener noreferrer"
            target="_blank"
          >
            {t('shopRating')}
          </a>
        )}
      </div>
      {footer.partnerLink && (
        <p className="site-footer__partner">
          <a href={footer.partnerLink.href}>{footer.partnerLink.title}</a>
        </p>
      )}
      <div className="site-footer__legal">
        {!romania && <p data-testid="no-pickup">{t('noPickup')}</p>}
        {romania && legal.showAnpcButtons && (
          <p className="site-footer__anpc">
            <a href={legal.anpcUrl} rel="noopener noreferrer" target="_blank">
              {t('anpc')}
            </a>
            <a href={legal.salUrl} rel="noopener noreferrer" target="_blank">
              {t('sal')}
            </a>
          </p>
        )}
        {/* The EU's ODR platform closed on 20 July 2025: each shop states its stance on consumer arbitration. */}
        {legal.consumerArbitration && (
          <p className="site-footer__arbitration" data-testid="consumer-arbitration">
            {legal.consumerArbitration}
          </p>
        )}
        <p>
          © {year} {footer.storeName}
        </p>
        <a href="#top" className="scroll-top">
          {t('scrollTop')}
        </a>
      </div>
    </footer>
  );
}
