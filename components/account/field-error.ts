import { useTranslations } from 'next-intl';
import type { AccountMessage } from '@/lib/account/page-message';

/** The message of a refused form for each field it names (shown beside the field), null for the others. */
export function useFieldError(error: AccountMessage | null): (field: string) => string | null {
  const t = useTranslations();
  return (field) => (error?.fields.includes(field) ? t(error.key as 'Account.loggedIn', error.values) : null);
}
