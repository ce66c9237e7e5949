'use client';

import { useEffect, useRef } from 'react';
import { useCaptchaSolution } from '@/lib/security/captcha-solution';
import type { CaptchaChallenge } from '@/lib/security/captcha-types';
import { CaptchaField } from './captcha-field';

/**
 * The guest's captcha inside the checkout form: an order submitted while the proof of work is still being solved
 * waits for it (a moment), then goes; without JavaScript the question is answered instead.
 */
export function GuestCaptcha({ challenge, error }: { challenge: CaptchaChallenge; error: string | null }) {
  const solution = useCaptchaSolution();
  const anchor = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const form = anchor.current?.closest('form');
    if (!form) return;
    // Only the order waits: the update buttons price the order and need no captcha.
    const onSubmit = (event: SubmitEvent) => {
      if ((event.submitter as HTMLButtonElement | null)?.value === 'place')
        solution.holdSubmit({
          preventDefault: () => event.preventDefault(),
          currentTarget: form,
          nativeEvent: event,
        });
    };
    form.addEventListener('submit', onSubmit);
    return () => form.removeEventListener('submit', onSubmit);
  }, [solution]);

  return (
    <div ref={anchor}>
      <CaptchaField challenge={challenge} solution={solution} error={error} />
    </div>
  );
}
