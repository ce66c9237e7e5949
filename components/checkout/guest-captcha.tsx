'use client';

import { useEffect, useRef } from 'react';
import { useCaptchaSolution } from '@/lib/security/captcha-solution';
import type { CaptchaChallenge } from '@/lib/security/captcha-types';
import { CaptchaField } from './captcha-field';

/**
 * A guest's captcha inside a form (the checkout's, a booking's): a submit made while the proof of work is still
 * being solved waits for it (a moment), then goes; without JavaScript the question is answered instead.
 * `waitsFor` names the submit button's value that waits (the checkout's order; its update buttons need none);
 * without it every submit does.
 */
export function GuestCaptcha({
  challenge,
  error,
  waitsFor,
}: {
  challenge: CaptchaChallenge;
  error: string | null;
  waitsFor?: string;
}) {
  const solution = useCaptchaSolution();
  const anchor = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const form = anchor.current?.closest('form');
    if (!form) return;
    const onSubmit = (event: SubmitEvent) => {
      if (waitsFor === undefined || (event.submitter as HTMLButtonElement | null)?.value === waitsFor)
        solution.holdSubmit({
          preventDefault: () => event.preventDefault(),
          currentTarget: form,
          nativeEvent: event,
        });
    };
    form.addEventListener('submit', onSubmit);
    return () => form.removeEventListener('submit', onSubmit);
  }, [solution, waitsFor]);

  return (
    <div ref={anchor}>
      <CaptchaField challenge={challenge} solution={solution} error={error} />
    </div>
  );
}
