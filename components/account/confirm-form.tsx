import { useTranslations } from 'next-intl';

/**
 * Where a registration mail's link lands: a button, not the link itself, confirms. Mail scanners open links to
 * check them; only a person's press on the button confirms the address and logs in.
 */
export function ConfirmForm({ token, language }: { token: string; language: string }) {
  const t = useTranslations('Account');
  return (
    <form method="post" action="/api/account" className="account-form">
      <p>{t('confirmText')}</p>
      <input type="hidden" name="action" value="confirm" />
      <input type="hidden" name="token" value={token} />
      <input type="hidden" name="language" value={language} />
      <button type="submit" className="button">
        {t('confirmButton')}
      </button>
    </form>
  );
}
