import { useTranslations } from 'next-intl';

/** docs/product.md §4 logout: a form, so no link or image elsewhere can log a customer out. */
export function LogoutForm({ language }: { language: string }) {
  const t = useTranslations('Account');
  return (
    <form method="post" action="/api/account" className="logout-form">
      <input type="hidden" name="action" value="logout" />
      <input type="hidden" name="language" value={language} />
      <button type="submit" className="button button--secondary">
        {t('logoutButton')}
      </button>
    </form>
  );
}
