import { NextIntlClientProvider, useMessages, useTranslations } from 'next-intl';
import { CaptchaField } from '@/components/checkout/captcha-field';
import type { CaptchaChallenge } from '@/lib/security/captcha-types';

type Tree = Record<string, Record<string, string>>;

/**
 * The captcha of a form that asks for a password, once failures for the account made it due: the checkout's
 * field with its own texts (its hint speaks of the account, not of orders) and no others.
 */
export function PasswordCaptcha({ challenge, error }: { challenge: CaptchaChallenge; error: string | null }) {
  const messages = useMessages() as unknown as Tree;
  const t = useTranslations('Account');
  return (
    <NextIntlClientProvider messages={{ Captcha: { ...messages.Captcha, hint: t('captchaHint') } }}>
      <CaptchaField challenge={challenge} error={error} />
    </NextIntlClientProvider>
  );
}
