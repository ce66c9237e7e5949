import { useTranslations } from 'next-intl';
import type { AccountMessage } from '@/lib/account/page-message';
import { AccountMessageBox } from './account-message';

/**
 * docs/product.md §4: a guest who just ordered becomes a customer on request; name, address and e-mail are the order's, the
 * password is chosen at the mailed link. The e-mail is shown read-only, so the guest sees where the link goes.
 */
export function RegisterAfterOrderForm({
  email,
  language,
  error,
}: {
  email: string;
  language: string;
  error: AccountMessage | null;
}) {
  const t = useTranslations('Account');
  return (
    <form method="post" action="/api/account" className="account-form" aria-labelledby="after-order-title">
      <h2 id="after-order-title">{t('afterOrderTitle')}</h2>
      <p>{t('afterOrderText')}</p>
      <input type="hidden" name="action" value="registerAfterOrder" />
      <input type="hidden" name="language" value={language} />
      <div className="form-field">
        <label htmlFor="after-order-email">{t('email')}</label>
        <input id="after-order-email" type="email" value={email} autoComplete="email" readOnly />
      </div>
      {error && <AccountMessageBox message={error} />}
      <button type="submit" className="button">
        {t('afterOrderSubmit')}
      </button>
    </form>
  );
}
