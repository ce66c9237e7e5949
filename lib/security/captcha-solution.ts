import { useState, type FormEvent } from 'react';
import { solvePow } from './captcha-solver';
import { CAPTCHA_FIELDS, type PowChallenge } from './captcha-types';

/** A browser that cannot solve in this time is better served by the question than by waiting on. */
const SOLVE_TIMEOUT_MS = 20_000;

export type CaptchaSolveState =
  { status: 'idle' | 'solving' | 'failed' } | { status: 'solved'; payload: string };

const IDLE: CaptchaSolveState = { status: 'idle' };

/**
 * Where the captcha field solves its proof of work and the form learns the outcome. A form needs only
 * `whenSolved` or `holdSubmit`; the rest is the field's.
 */
export interface CaptchaSolution {
  /** The payload for `captcha_payload` once solved; '' when it could not be and the question is asked instead. */
  whenSolved(): Promise<string>;
  /**
   * `onSubmit` for a form that posts natively or to an action: a submit made while solving is held back and
   * made again, by the same button, once solved. Left alone when the question is asked.
   */
  holdSubmit(
    event: Pick<FormEvent<HTMLFormElement>, 'preventDefault' | 'currentTarget' | 'nativeEvent'>,
  ): void;
  subscribe(listener: () => void): () => void;
  getState(): CaptchaSolveState;
  /** Solves `pow`; the returned function abandons it (a new challenge came, or the field went away). */
  start(pow: PowChallenge): () => void;
}

export function createCaptchaSolution(): CaptchaSolution {
  let state = IDLE;
  const listeners = new Set<() => void>();
  let settle: (payload: string) => void = () => {};
  let outcome = new Promise<string>((resolve) => (settle = resolve));
  let settled = false;
  let holding = false;

  function update(next: CaptchaSolveState) {
    state = next;
    listeners.forEach((listener) => listener());
  }

  return {
    whenSolved: () => outcome,
    holdSubmit(event) {
      if (state.status !== 'solving') return;
      event.preventDefault();
      // A second click while held must not become a second order.
      if (holding) return;
      holding = true;
      const form = event.currentTarget;
      const submitter = (event.nativeEvent as SubmitEvent).submitter;
      void outcome.then((payload) => {
        holding = false;
        if (!payload) return;
        // Written here too: the field's re-render with it may not have reached the page yet.
        const field = form.elements.namedItem(CAPTCHA_FIELDS.payload);
        if (field instanceof HTMLInputElement) field.value = payload;
        form.requestSubmit(submitter?.isConnected ? submitter : null);
      });
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getState: () => state,
    start(pow) {
      // A new promise only after the last one settled: a submission still waiting on an abandoned challenge
      // gets this one's solution.
      if (settled) {
        outcome = new Promise<string>((resolve) => (settle = resolve));
        settled = false;
      }
      const controller = new AbortController();
      const timer = setTimeout(() => controller.abort(), SOLVE_TIMEOUT_MS);
      let abandoned = false;
      update({ status: 'solving' });
      solvePow(pow, controller.signal)
        .catch(() => null)
        .then((payload) => {
          clearTimeout(timer);
          if (abandoned) return;
          update(payload ? { status: 'solved', payload } : { status: 'failed' });
          settled = true;
          settle(payload ?? '');
        });
      return () => {
        abandoned = true;
        clearTimeout(timer);
        controller.abort();
      };
    },
  };
}

/**
 * For the form around a `CaptchaField`, so that a submit made before the proof of work is solved waits for it
 * (a form that submits without waiting sends neither solution nor answer: 'missing'):
 *
 *   const captcha = useCaptchaSolution();
 *   <form method="post" action="/api/checkout" onSubmit={captcha.holdSubmit}>   // native post or action
 *     <CaptchaField challenge={challenge} solution={captcha} error={captchaError} />
 *
 * or, in a handler that sends the form itself:
 *
 *   const payload = await captcha.whenSolved();
 *   if (payload) formData.set(CAPTCHA_FIELDS.payload, payload); // '' → the shopper's answer goes instead
 */
export function useCaptchaSolution(): CaptchaSolution {
  const [solution] = useState(createCaptchaSolution);
  return solution;
}

/** What the server rendered: the question, as for a browser without JavaScript. */
export const getServerCaptchaState = (): CaptchaSolveState => IDLE;
