import { useTranslations } from 'next-intl';
import type { PageMessage } from '@/lib/api/page-message';

/** The outcome a list form's 303 brought (what the toast says with JavaScript), with the way back. */
export function ListMessage({ message }: { message: PageMessage | null }) {
  const t = useTranslations();
  const lists = useTranslations('Lists');
  if (!message) return null;
  return (
    <div
      className={`cart-page__message cart-page__message--${message.kind}`}
      role={message.kind === 'error' ? 'alert' : 'status'}
      data-testid="list-message"
    >
      <p>{t(message.key as 'Toasts.ok', message.values)}</p>
      {message.from && (
        <p>
          <a href={message.from}>{lists('back')}</a>
        </p>
      )}
    </div>
  );
}

/** A button that changes a list, as a plain form the list script sends as JSON. */
export function ListActionForm({
  kind,
  action,
  productId,
  language,
  label,
  text,
  className = 'button button--secondary',
  testId,
}: {
  kind: 'wishlist' | 'compare';
  action: 'remove' | 'clear' | 'moveToCart';
  productId?: number;
  language: string;
  label?: string;
  text: string;
  className?: string;
  testId: string;
}) {
  return (
    <form method="post" action={`/api/${kind}`} data-list-form={kind} className="list-action">
      <input type="hidden" name="action" value={action} />
      {productId !== undefined && <input type="hidden" name="productId" value={productId} />}
      <input type="hidden" name="language" value={language} />
      <button type="submit" className={className} aria-label={label} data-testid={testId}>
        {text}
      </button>
    </form>
  );
}
