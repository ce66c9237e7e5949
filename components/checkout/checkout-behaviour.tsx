'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useTransition } from 'react';
import { formFields } from '@/lib/api/form-fields';

/**
 * What JavaScript adds to the checkout form, which works without it: choosing a delivery or pressing an update
 * button prices the order again in place (the server keeps the choices and renders the page anew; nothing
 * navigates, and the fields keep what was typed), and an order is sent once however often the button is pressed.
 */
export function CheckoutBehaviour() {
  const router = useRouter();
  const [, startTransition] = useTransition();

  useEffect(() => {
    const form = document.getElementById('checkout-form') as HTMLFormElement | null;
    if (!form) return;
    let placing = false;
    const update = async (focusAfter: 'summary' | 'message') => {
      const fields = { ...formFields(new FormData(form)), intent: 'update' };
      const response = await fetch(form.action, {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(fields),
      }).catch(() => null);
      // Without an answer the plain form does the work: the page reloads with the server's verdict.
      if (!response || response.status >= 500)
        return form.requestSubmit(form.querySelector<HTMLButtonElement>('[data-update]'));
      startTransition(() => router.refresh());
      window.setTimeout(() => {
        const target =
          document.getElementById(response.ok ? focusAfter : 'checkout-message') ??
          document.getElementById('summary');
        target?.focus();
      }, 400);
    };
    const onSubmit = (event: SubmitEvent) => {
      const submitter = event.submitter as HTMLButtonElement | null;
      if (submitter?.hasAttribute('data-update')) {
        event.preventDefault();
        void update('summary');
      } else if (submitter?.value === 'place' && !event.defaultPrevented) {
        // A submit held back elsewhere (the captcha still solving) is not the one that goes.
        if (placing) event.preventDefault();
        placing = true;
      }
    };
    const onChange = (event: Event) => {
      if ((event.target as HTMLElement).dataset.refresh) void update('summary');
    };
    form.addEventListener('submit', onSubmit);
    form.addEventListener('change', onChange);
    return () => {
      form.removeEventListener('submit', onSubmit);
      form.removeEventListener('change', onChange);
    };
  }, [router]);

  return null;
}
