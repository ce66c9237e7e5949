import { useTranslations } from 'next-intl';
import type { AccountMessage } from '@/lib/account/page-message';
import { useFieldError } from './field-error';
import { NewPasswordFields } from './new-password-fields';

interface ConfirmFormProps {
  token: string;
  language: string;
  /** A registration's confirmation, or a new login address's. */
  action: 'confirm' | 'confirmEmail';
  /** A refused password of the registration's form, shown at its field. */
  error: AccountMessage | null;
}

/**
 * Where a mailed link lands: a button, not the link itself, acts. Mail scanners open links to check them; only
 * a person's press on the button confirms the address. A registration's link asks for the account's password
 * too: its opener, the mailbox's owner, chooses it, never whoever typed the address into the registration.
 */
export function ConfirmForm({ token, language, action, error }: ConfirmFormProps) {
  const t = useTranslations('Account');
  const errorFor = useFieldError(error);
  return (
    <form method="post" action="/api/account" className="account-form">
      <p>{t(action === 'confirm' ? 'confirmText' : 'emailConfirmText')}</p>
      <input type="hidden" name="action" value={action} />
      <input type="hidden" name="token" value={token} />
      <input type="hidden" name="language" value={language} />
      {action === 'confirm' && (
        <NewPasswordFields
          labels={{ password: t('password'), repeat: t('passwordRepeat') }}
          errorFor={errorFor}
        />
      )}
      <button type="submit" className="button">
        {t(action === 'confirm' ? 'confirmButton' : 'emailConfirmButton')}
      </button>
    </form>
  );
}
