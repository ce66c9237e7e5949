'use client';

import { useEffect } from 'react';
import { useCartUi, type Toast } from '@/lib/client/cart-ui-store';

const TOAST_MILLISECONDS = 6_000;

function CartToast({ toast, dismissLabel }: { toast: Toast; dismissLabel: string }) {
  const dismiss = useCartUi((state) => state.dismiss);
  useEffect(() => {
    const timer = window.setTimeout(() => dismiss(toast.id), TOAST_MILLISECONDS);
    return () => window.clearTimeout(timer);
  }, [dismiss, toast.id]);
  return (
    <div className={`toast toast--${toast.kind}`} data-testid="cart-toast">
      <span>{toast.text}</span>
      <button type="button" onClick={() => dismiss(toast.id)} aria-label={dismissLabel}>
        ×
      </button>
    </div>
  );
}

/** docs/product.md §8's cart toasts ("Add to cart failed", "Removed from cart" in the error style), read out as they come. */
export function CartToasts({ dismissLabel }: { dismissLabel: string }) {
  const toasts = useCartUi((state) => state.toasts);
  return (
    <>
      <div className="toast-region cart-toasts" role="status" aria-live="polite">
        {toasts
          .filter((toast) => toast.kind === 'success')
          .map((toast) => (
            <CartToast key={toast.id} toast={toast} dismissLabel={dismissLabel} />
          ))}
      </div>
      <div className="toast-region cart-toasts cart-toasts--errors" role="alert">
        {toasts
          .filter((toast) => toast.kind === 'error')
          .map((toast) => (
            <CartToast key={toast.id} toast={toast} dismissLabel={dismissLabel} />
          ))}
      </div>
    </>
  );
}
