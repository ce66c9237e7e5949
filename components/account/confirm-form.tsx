import { useTranslations } from 'next-intl';

interface ConfirmFormProps {
  token: string;
  language: string;
  /** A registration's confirmation, or a new login address's. */
  action: 'confirm' | 'confirmEmail';
}

/**
 * Where a mailed link lands: a button, not the link itself, acts. Mail scanners open links to check them; only
 * a person's press on the button confirms the address.
 */
export function ConfirmForm({ token, language, action }: ConfirmFormProps) {
  const t = useTranslations('Account');
  return (
    <form method="post" action="/api/account" className="account-form">
      <p>{t(action === 'confirm' ? 'confirmText' : 'emailConfirmText')}</p>
      <input type="hidden" name="action" value={action} />
      <input type="hidden" name="token" value={token} />
      <input type="hidden" name="language" value={language} />
      <button type="submit" className="button">
        {t(action === 'confirm' ? 'confirmButton' : 'emailConfirmButton')}
      </button>
    </form>
  );
}
