import { useTranslations } from 'next-intl';
import type { AccountMessage } from '@/lib/account/page-message';

/** A form's outcome: a notice politely, an error at once (it names what to fix). */
export function AccountMessageBox({ message }: { message: AccountMessage }) {
  const t = useTranslations();
  return (
    <div
      className={`form-message form-message--${message.kind}`}
      role={message.kind === 'error' ? 'alert' : 'status'}
      data-testid="account-message"
    >
      <p>{t(message.key as 'Account.loggedIn', message.values)}</p>
    </div>
  );
}
