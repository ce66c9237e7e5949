import { useTranslations } from 'next-intl';
import { FormField } from './form-field';

/** A new password and its repeat, with the policy as the hint (registration, reset, change). */
export function NewPasswordFields({
  labels,
  errorFor,
}: {
  labels: { password: string; repeat: string };
  errorFor: (field: string) => string | null;
}) {
  const t = useTranslations('Account');
  return (
    <>
      <FormField
        name="password"
        type="password"
        label={labels.password}
        autoComplete="new-password"
        hint={t('passwordHint')}
        error={errorFor('password')}
      />
      <FormField
        name="passwordRepeat"
        type="password"
        label={labels.repeat}
        autoComplete="new-password"
        error={errorFor('passwordRepeat')}
      />
    </>
  );
}
