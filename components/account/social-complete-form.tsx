import { useTranslations } from 'next-intl';
import type { KeptValues } from '@/lib/account/form-flash';
import type { AccountMessage } from '@/lib/account/page-message';
import { providerNames } from '@/lib/account/social/providers';
import type { PendingIdentity } from '@/lib/account/social/sealed-cookies';
import { useFieldError } from './field-error';
import { PersonFields } from './person-fields';

interface SocialCompleteFormProps {
  pending: PendingIdentity;
  language: string;
  linkPrefix: string;
  kept: KeptValues;
  error: AccountMessage | null;
}

/**
 * "Complete your account" after a provider vouched for a new address: what registration asks of a person, the
 * names prefilled from the provider (or what was entered, after an error). The address is the provider's and is
 * only shown; which identity this is stays in the signed cookie, never in the form.
 */
export function SocialCompleteForm({ pending, language, linkPrefix, kept, error }: SocialCompleteFormProps) {
  const t = useTranslations('SocialLogin');
  const errorFor = useFieldError(error);
  const values = { firstname: pending.firstname, lastname: pending.lastname, ...kept };
  return (
    <form
      method="post"
      action="/api/auth/finish"
      className="account-form"
      aria-labelledby="social-complete-title"
    >
      <h2 id="social-complete-title">{t('completeTitle')}</h2>
      <p>{t('completeIntro', { provider: providerNames[pending.p], email: pending.email })}</p>
      <input type="hidden" name="action" value="complete" />
      <input type="hidden" name="language" value={language} />
      <PersonFields values={values} errorFor={errorFor} />
      <button type="submit" className="button">
        {t('completeButton')}
      </button>
      <p>
        <a href={`${linkPrefix}/login-register`}>{t('startOver')}</a>
      </p>
    </form>
  );
}
