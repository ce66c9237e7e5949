'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useId, useSyncExternalStore } from 'react';
import {
  getServerCaptchaState,
  useCaptchaSolution,
  type CaptchaSolution,
} from '@/lib/security/captcha-solution';
import { CAPTCHA_FIELDS, type CaptchaChallenge } from '@/lib/security/captcha-types';
import { FieldError } from '@/components/ui/field-error';

interface CaptchaFieldProps {
  /** From `issueCaptcha`, new with every render of the form. */
  challenge: CaptchaChallenge;
  /** From `useCaptchaSolution()` when the form awaits the solution before it submits. */
  solution?: CaptchaSolution;
  /** The message of a refused captcha (`Errors.captcha.*`); shown in either mode. */
  error?: string | null;
}

/**
 * The guest checkout's captcha. The server renders a question, so a browser without JavaScript can answer it;
 * with JavaScript the question gives way to a proof of work solved in the background, and comes back only if
 * that fails. Both post the same fields (`CAPTCHA_FIELDS`), so `verifyCaptcha` reads either.
 */
export function CaptchaField({ challenge, solution, error }: CaptchaFieldProps) {
  const t = useTranslations('Captcha');
  const id = useId();
  const own = useCaptchaSolution();
  const solver = solution ?? own;
  const state = useSyncExternalStore(solver.subscribe, solver.getState, getServerCaptchaState);
  const { pow, question, token } = challenge;

  useEffect(() => solver.start(pow), [solver, pow]);

  const asks = state.status === 'idle' || state.status === 'failed';
  const status = state.status === 'idle' ? '' : t(state.status);
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className="captcha-field">
      {asks && (
        <div className={error ? 'form-field form-field--invalid' : 'form-field'}>
          <label htmlFor={`${id}-answer`}>{t('question', question)}</label>
          <input
            id={`${id}-answer`}
            name={CAPTCHA_FIELDS.answer}
            type="text"
            inputMode="numeric"
            autoComplete="off"
            required
            aria-invalid={error ? true : undefined}
            aria-describedby={[`${id}-hint`, errorId].filter(Boolean).join(' ')}
          />
          <p id={`${id}-hint`} className="form-field__hint">
            {t('hint')}
          </p>
        </div>
      )}
      <FieldError id={errorId} error={error} />
      <input type="hidden" name={CAPTCHA_FIELDS.token} value={token} />
      <input
        type="hidden"
        name={CAPTCHA_FIELDS.payload}
        value={state.status === 'solved' ? state.payload : ''}
      />
      <p className="captcha-field__status" role="status" aria-live="polite">
        {status}
      </p>
    </div>
  );
}
