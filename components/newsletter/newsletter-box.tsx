import { NextIntlClientProvider, useMessages } from 'next-intl';
import { NewsletterForm, type NewsletterFormProps } from './newsletter-form';

/** A newsletter form whose client part gets the newsletter's texts and no others. */
export function NewsletterBox(props: NewsletterFormProps) {
  const messages = useMessages() as unknown as Record<string, unknown>;
  return (
    <NextIntlClientProvider messages={{ Newsletter: messages.Newsletter as Record<string, unknown> }}>
      <NewsletterForm {...props} />
    </NextIntlClientProvider>
  );
}
