'use client';

import { useEffect } from 'react';
import type { CartActionInput } from '@/lib/api/cart';
import { formFields } from '@/lib/api/form-fields';

/** A cart form's fields as the JSON action the API takes (the API's schema reads them as it reads a form post). */
export function formAction(form: HTMLFormElement): CartActionInput {
  return formFields(new FormData(form)) as unknown as CartActionInput;
}

/**
 * Enhances every cart form of the page (the product page's add, the cart page's controls): with JavaScript they
 * send JSON and stay on the page; without it they post as plain forms. One listener for all of them, so the
 * forms stay server-rendered HTML.
 */
export function useCartForms(run: (action: CartActionInput, form: HTMLFormElement) => void): void {
  useEffect(() => {
    const onSubmit = (event: SubmitEvent) => {
      const form = event.target;
      if (!(form instanceof HTMLFormElement) || !form.dataset.cartAction) return;
      // Not form.action: the field named "action" shadows that property.
      const target = form.getAttribute('action');
      if (!target || new URL(target, window.location.href).pathname !== '/api/cart') return;
      event.preventDefault();
      run(formAction(form), form);
    };
    document.addEventListener('submit', onSubmit);
    return () => document.removeEventListener('submit', onSubmit);
  }, [run]);
}
