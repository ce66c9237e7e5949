import { useTranslations } from 'next-intl';
import type { NewsletterMessage } from '@/lib/newsletter/newsletter-message';
import type { LanguageCode } from '@/lib/shop/codes';
import type { Subscriber } from '@/lib/shop/newsletter-store';
import { NewsletterBox } from './newsletter-box';

/**
 * The account's newsletter part (docs/product.md §4 newsletter status): whether the customer's login address receives the
 * newsletter, and one button to change it. Subscribing goes through the same double opt-in as anyone's sign-up.
 */
export function AccountNewsletter({
  subscription,
  email,
  language,
  message,
}: {
  subscription: Subscriber | null;
  email: string;
  language: LanguageCode;
  message: NewsletterMessage | null;
}) {
  const t = useTranslations('Newsletter');
  const status = subscription?.status ?? 'unsubscribed';
  const shown = { email: subscription?.email ?? email };
  return (
    <section aria-labelledby="newsletter" className="account-newsletter" data-testid="account-newsletter">
      <h2 id="newsletter">{t('accountTitle')}</h2>
      <p>
        {status === 'subscribed'
          ? t('accountSubscribed', shown)
          : status === 'pending'
            ? t('accountPending', shown)
            : t('accountNotSubscribed')}
      </p>
      <NewsletterBox
        id="account-newsletter"
        language={language}
        hidden={{ action: status === 'subscribed' ? 'accountUnsubscribe' : 'accountSubscribe' }}
        button={
          status === 'subscribed'
            ? t('accountUnsubscribe')
            : status === 'pending'
              ? t('accountResend')
              : t('accountSubscribe')
        }
        message={message}
        refreshAfter
      />
    </section>
  );
}
