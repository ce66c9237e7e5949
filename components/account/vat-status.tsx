import { useTranslations } from 'next-intl';
import type { Customer } from '@/lib/shop/types';
import '@/app/styles/account.css';

interface VatStatusProps {
  customer: Customer;
  language: string;
  formatLocale: string;
}

/**
 * docs/product.md §5's VAT id messages as the account's standing: what VIES last said of the customer's VAT id and when,
 * with a way to ask again while it is not verified.
 */
export function VatStatus({ customer, language, formatLocale }: VatStatusProps) {
  const t = useTranslations('Account');
  if (!customer.vatNumber) return null;
  const date = customer.vatCheckedAt
    ? new Intl.DateTimeFormat(formatLocale, { dateStyle: 'long' }).format(customer.vatCheckedAt)
    : '';
  return (
    <div className="vat-status" data-testid="vat-status">
      <p>{t(`vatStatus.${customer.vatStatus}`, { vatNumber: customer.vatNumber, date })}</p>
      {customer.vatStatus !== 'valid' && (
        <form method="post" action="/api/account">
          <input type="hidden" name="action" value="checkVat" />
          <input type="hidden" name="language" value={language} />
          <button type="submit" className="button button--secondary">
            {t('checkVatButton')}
          </button>
        </form>
      )}
    </div>
  );
}
