import { NextIntlClientProvider, useMessages } from 'next-intl';
import { MessageForm, type MessageFormProps } from './message-form';

type Tree = Record<string, Record<string, Record<string, string>>>;

/**
 * The contact or feedback form with its own texts and no others; the captcha's hint speaks of messages here,
 * where the checkout's speaks of orders.
 */
export function MessageFormWithTexts(props: MessageFormProps) {
  const messages = useMessages() as unknown as Tree;
  const errors = messages.Errors!;
  const form = messages.ContactForm as unknown as Record<string, string>;
  const texts = {
    ContactForm: messages.ContactForm,
    Captcha: { ...messages.Captcha, hint: form.captchaHint },
    Errors: {
      account: { emailInvalid: errors.account!.emailInvalid },
      captcha: errors.captcha,
      request: { tooMany: errors.request!.tooMany },
    },
  };
  return (
    <NextIntlClientProvider messages={texts}>
      <MessageForm {...props} />
    </NextIntlClientProvider>
  );
}
