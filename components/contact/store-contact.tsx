import { getTranslations } from 'next-intl/server';
import type { StoreInfo } from '@/lib/shop/types';

/** The store's address, phone, e-mail and hours from its configuration: the other ways to reach it than the form. */
export async function StoreContact({ storeName, info }: { storeName: string; info: StoreInfo }) {
  const t = await getTranslations('ContactForm');
  return (
    <section aria-labelledby="store-contact-title" className="store-contact" data-testid="store-contact">
      <h2 id="store-contact-title">{t('reachUs')}</h2>
      <dl>
        <dt>{t('address')}</dt>
        <dd>
          <address>
            {storeName}
            <br />
            {info.address}
            <br />
            {info.zipcode} {info.city}
          </address>
        </dd>
        <dt>{t('phone')}</dt>
        <dd>
          <a href={`tel:${info.phone.replace(/\s/g, '')}`}>{info.phone}</a>
        </dd>
        <dt>{t('email')}</dt>
        <dd>
          <a href={`mailto:${info.email}`}>{info.email}</a>
        </dd>
        <dt>{t('hours')}</dt>
        <dd>
          {info.supportTime}
          <br />
          {info.supportTimeMonThu}
        </dd>
      </dl>
    </section>
  );
}
