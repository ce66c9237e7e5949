'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useTransition } from 'react';
import { formFields } from '@/lib/api/form-fields';

/**
 * What JavaScript adds to the checkout form, which works without it: choosing a delivery or pressing an update
 * button prices the order again in place (the server keeps the choices and renders the page anew; nothing
 * navigates, and the fields keep what was typed), the appointment's buttons show slots, hold or release one in
 * place (the handler keeps the draft and names the page to show), and an order is sent once however often the
 * button is pressed.
 */
export function CheckoutBehaviour() {
  const router = useRouter();
  const [, startTransition] = useTransition();

  useEffect(() => {
    const form = document.getElementById('checkout-form') as HTMLFormElement | null;
    if (!form) return;
    let placing = false;
    /** The form's fields and `extra` as client code sends them; null when no answer came. */
    const send = (url: string, extra: Record<string, string>) =>
      fetch(url, {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ ...formFields(new FormData(form)), ...extra }),
      }).catch(() => null);
    const update = async (focusAfter: 'summary' | 'message') => {
      // Not form.action: the appointment's buttons are named "action", and a named control shadows the property.
      const response = await send(form.getAttribute('action')!, { intent: 'update' });
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
    const appointment = async (submitter: HTMLButtonElement) => {
      // The button's own name and value, which FormData's submitter argument adds only in newer browsers.
      const response = await send(submitter.formAction, { [submitter.name]: submitter.value });
      const answer = (await response?.json().catch(() => null)) as {
        location?: string;
        data?: { location?: string };
      } | null;
      const location = answer?.data?.location ?? answer?.location;
      // Without an answer to follow the plain form does the work, as without JavaScript.
      if (!location) {
        sendNatively = submitter;
        return form.requestSubmit(submitter);
      }
      startTransition(() => router.push(location, { scroll: false }));
      window.setTimeout(() => document.getElementById('appointment')?.focus(), 400);
    };
    let sendNatively: HTMLButtonElement | null = null;
    const onSubmit = (event: SubmitEvent) => {
      const submitter = event.submitter as HTMLButtonElement | null;
      if (submitter?.hasAttribute('data-appointment') && submitter !== sendNatively) {
        // The appointment's search, hold or release: in place, the typed order form staying as it is.
        event.preventDefault();
        void appointment(submitter);
      } else if (submitter?.hasAttribute('data-update')) {
        event.preventDefault();
        void update('summary');
      } else if (submitter?.value === 'place' && !event.defaultPrevented) {
        // A submit held back elsewhere (the captcha still solving) is not the one that goes.
        if (placing) event.preventDefault();
        placing = true;
      }
    };
    // Enter in the appointment's fields searches its slots, as it did when the search was a form of its own.
    const onKeyDown = (event: KeyboardEvent) => {
      const field = event.target as HTMLElement;
      if (event.key !== 'Enter' || field.tagName !== 'INPUT' || !field.closest('#appointment')) return;
      const search = form.querySelector<HTMLButtonElement>('[data-appointment][value="search"]');
      if (!search) return;
      event.preventDefault();
      search.click();
    };
    const onChange = (event: Event) => {
      if ((event.target as HTMLElement).dataset.refresh) void update('summary');
    };
    form.addEventListener('submit', onSubmit);
    form.addEventListener('change', onChange);
    form.addEventListener('keydown', onKeyDown);
    return () => {
      form.removeEventListener('keydown', onKeyDown);
      form.removeEventListener('submit', onSubmit);
      form.removeEventListener('change', onChange);
    };
  }, [router]);

  return null;
}
