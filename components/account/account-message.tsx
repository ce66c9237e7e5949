import { useTranslations } from 'next-intl';
import type { AccountMessage } from '@/lib/account/page-message';
import { FormMessage } from '@/components/ui/form-message';

/** A form's outcome: a notice politely, an error at once (it names what to fix). */
export function AccountMessageBox({ message }: { message: AccountMessage }) {
  const t = useTranslations();
  return (
    <FormMessage kind={message.kind} testId="account-message">
      <p>{t(message.key as 'Account.loggedIn', message.values)}</p>
    </FormMessage>
  );
}
