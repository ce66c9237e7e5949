import type { ComponentProps } from 'react';
import { NextIntlClientProvider, useMessages } from 'next-intl';
import { GuestCaptcha } from './guest-captcha';

/** A guest's captcha with its own texts and no others: the form's only client part that has texts. */
export function GuestCaptchaField(props: ComponentProps<typeof GuestCaptcha>) {
  const messages = useMessages();
  return (
    <NextIntlClientProvider messages={{ Captcha: messages.Captcha }}>
      <GuestCaptcha {...props} />
    </NextIntlClientProvider>
  );
}
