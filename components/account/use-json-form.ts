'use client';

import { useEffect, useRef, useState, useSyncExternalStore, type FormEvent } from 'react';
import { formFields } from '@/lib/api/form-fields';

/** A form's fields as they go as JSON. */
export type FormValues = ReturnType<typeof formFields>;

/** The parts of a form handler's JSON answer that the forms read. */
export interface JsonFormAnswer {
  data?: { notice?: { code?: string } };
  error?: { code?: string; values?: { seconds?: number } };
}

/** What a form shows: a message, and the fields it names (each linked from the message and marked at the field). */
export interface FormOutcome<Message, Field extends string> {
  message: Message | null;
  errors?: Partial<Record<Field, string>>;
}

interface JsonFormOptions<Message, Field extends string, Answer extends JsonFormAnswer> {
  /** The outcome the page came with (a plain form's answer), or none. */
  initial: { message: Message | null; errors?: Partial<Record<Field, string>> };
  /** Where the JSON goes; the form's action unless given. */
  endpoint?: string;
  /** The form's own check, before anything goes: the outcome that stops the form, or null to send it. */
  refuse: (values: FormValues) => FormOutcome<Message, Field> | null;
  /** The values that go, when more than the checked ones (a proof of work solved meanwhile). */
  complete?: (form: HTMLFormElement) => Promise<FormValues>;
  /** Emptied once the form is sent; every other field keeps what was typed. */
  clearedWhenSent?: readonly string[];
  /** What the server's answer shows. */
  answered: (answer: Answer | null, ok: boolean) => FormOutcome<Message, Field>;
}

const noSubscription = () => () => undefined;

/**
 * A form that works without JavaScript as a plain form whose answer is a new page, and with it checks its fields,
 * goes as JSON and shows the outcome in place, so nothing typed is lost. Without an answer (the network failed)
 * the plain form does the work after all.
 */
export function useJsonForm<Message, Field extends string, Answer extends JsonFormAnswer = JsonFormAnswer>(
  options: JsonFormOptions<Message, Field, Answer>,
) {
  // False while hydrating: the server's form validates natively, the script's form with the shop's own messages.
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const [message, setMessage] = useState(options.initial.message);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>(options.initial.errors ?? {});
  const [sending, setSending] = useState(false);
  const [focusRequest, setFocusRequest] = useState(0);
  // The outcome's box (FormOutcomeBox), focused whenever an outcome is shown anew.
  const outcomeRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (focusRequest > 0) outcomeRef.current?.focus();
  }, [focusRequest]);

  const show = (outcome: FormOutcome<Message, Field>) => {
    setMessage(outcome.message);
    setErrors(outcome.errors ?? {});
    setFocusRequest((request) => request + 1);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    const form = event.currentTarget;
    const checked = formFields(new FormData(form));
    const refusal = options.refuse(checked);
    if (refusal) return show(refusal);
    setSending(true);
    const values = options.complete ? await options.complete(form) : checked;
    const response = await fetch(options.endpoint ?? form.action, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(values),
    }).catch(() => null);
    // Without an answer the plain form does the work, and its page shows the server's verdict.
    if (!response) return form.submit();
    const answer = (await response.json().catch(() => null)) as Answer | null;
    setSending(false);
    if (response.ok) {
      for (const field of options.clearedWhenSent ?? []) {
        const control = form.elements.namedItem(field);
        if (control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement) control.value = '';
      }
    }
    show(options.answered(answer, response.ok));
  };

  // A plain form's answer comes with the page: its outcome takes the focus as the page loads. The answer's
  // address has no fragment, which would keep the browser from honouring autofocus.
  const focusOnLoad = options.initial.message !== null && focusRequest === 0;
  return { hydrated, sending, message, errors, submit, outcomeRef, focusOnLoad };
}
