/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { useCaptchaSolution } from '@/lib/security/captcha-solution';
import { solvePow } from '@/lib/security/captcha-solver';
import type { CaptchaChallenge } from '@/lib/security/captcha-types';
import { CaptchaField } from './captcha-field';

// jsdom has neither Web Workers nor WebCrypto's digest: only the solver is replaced.
jest.mock('@/lib/security/captcha-solver', () => ({ solvePow: jest.fn() }));
const solve = jest.mocked(solvePow);

const messages = {
  Captcha: {
    question: 'Wie viel ist {a} plus {b}?',
    hint: 'Diese Frage schützt vor automatisierten Eingaben.',
    solving: 'Sicherheitsprüfung läuft…',
    solved: 'Sicherheitsprüfung abgeschlossen',
    failed: 'Die automatische Sicherheitsprüfung war nicht möglich. Bitte beantworten Sie die Frage.',
  },
};

function challenge(signature = 'sig'): CaptchaChallenge {
  const pow = { algorithm: 'SHA-256', challenge: 'c', salt: 's', maxnumber: 40_000, signature } as const;
  return { pow, question: { a: 3, b: 4 }, token: 'token-1' };
}

function inGerman(children: ReactNode) {
  return (
    <NextIntlClientProvider locale="de" messages={messages}>
      {children}
    </NextIntlClientProvider>
  );
}

/** A solver the test settles when it likes. */
function pendingSolve() {
  let settle: (payload: string | null) => void = () => {};
  solve.mockReturnValueOnce(new Promise((resolve) => (settle = resolve)));
  return (payload: string | null) => act(async () => settle(payload));
}

const hiddenValue = (container: HTMLElement, name: string) =>
  container.querySelector<HTMLInputElement>(`input[name="${name}"]`)?.value;

beforeEach(() => solve.mockReset());
afterEach(() => document.body.replaceChildren());

describe('CaptchaField', () => {
  it('renders a labelled numeric question on the server, for browsers without JavaScript', () => {
    document.body.innerHTML = renderToString(inGerman(<CaptchaField challenge={challenge()} />));
    const answer = screen.getByRole('textbox', {
      name: 'Wie viel ist 3 plus 4?',
      description: 'Diese Frage schützt vor automatisierten Eingaben.',
    });
    expect(answer).toHaveProperty('name', 'captcha_answer');
    expect(answer.getAttribute('inputmode')).toBe('numeric');
    expect(answer).toHaveProperty('required', true);
    expect(hiddenValue(document.body, 'captcha_token')).toBe('token-1');
    expect(screen.getByRole('status').textContent).toBe('');
    expect(solve).not.toHaveBeenCalled();
  });

  it('hydrates the question the server rendered as it is, then starts solving', async () => {
    pendingSolve();
    const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = renderToString(inGerman(<CaptchaField challenge={challenge()} />));
    const root = await act(async () =>
      hydrateRoot(container, inGerman(<CaptchaField challenge={challenge()} />)),
    );
    expect(errors).not.toHaveBeenCalled();
    expect(screen.getByRole('status').textContent).toBe('Sicherheitsprüfung läuft…');
    act(() => root.unmount());
    errors.mockRestore();
  });

  it('swaps the question for a polite status while it solves, and posts the solution', async () => {
    const settle = pendingSolve();
    const { container } = render(inGerman(<CaptchaField challenge={challenge()} />));
    const status = screen.getByRole('status');
    expect(status.getAttribute('aria-live')).toBe('polite');
    expect(status.textContent).toBe('Sicherheitsprüfung läuft…');
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(solve).toHaveBeenCalledWith(challenge().pow, expect.any(AbortSignal));

    await settle('solved-payload');
    expect(status.textContent).toBe('Sicherheitsprüfung abgeschlossen');
    expect(hiddenValue(container, 'captcha_payload')).toBe('solved-payload');
  });

  it('asks the question again when the browser cannot solve', async () => {
    const settle = pendingSolve();
    const { container } = render(inGerman(<CaptchaField challenge={challenge()} error="Falsche Antwort" />));
    await settle(null);
    const answer = screen.getByRole('textbox', {
      name: 'Wie viel ist 3 plus 4?',
      description: 'Diese Frage schützt vor automatisierten Eingaben. Falsche Antwort',
    });
    expect(answer.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('status').textContent).toBe(
      'Die automatische Sicherheitsprüfung war nicht möglich. Bitte beantworten Sie die Frage.',
    );
    expect(hiddenValue(container, 'captcha_payload')).toBe('');
  });

  it('lets a form wait for the solution, also of a challenge that replaced the first', async () => {
    const first = pendingSolve();
    const second = pendingSolve();
    let whenSolved: () => Promise<string> = async () => '';
    function Form({ issued }: { issued: CaptchaChallenge }) {
      const solution = useCaptchaSolution();
      whenSolved = solution.whenSolved;
      return <CaptchaField challenge={issued} solution={solution} />;
    }
    const { rerender } = render(inGerman(<Form issued={challenge('first')} />));
    const submitted = whenSolved();
    rerender(inGerman(<Form issued={challenge('second')} />));
    expect(solve.mock.calls[0]?.[1].aborted).toBe(true);

    await first('stale');
    await second('fresh');
    await expect(submitted).resolves.toBe('fresh');
  });

  it('holds submits made while solving and makes one again, by the same button, once solved', async () => {
    const settle = pendingSolve();
    const sent: { intent?: string; payload: FormDataEntryValue | null }[] = [];
    function Form() {
      const captcha = useCaptchaSolution();
      return (
        <form
          onSubmit={(event) => {
            captcha.holdSubmit(event);
            if (event.defaultPrevented) return;
            event.preventDefault();
            const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
            sent.push({
              intent: submitter?.value,
              payload: new FormData(event.currentTarget).get('captcha_payload'),
            });
          }}
        >
          <CaptchaField challenge={challenge()} solution={captcha} />
          <button name="intent" value="place">
            Bestellen
          </button>
        </form>
      );
    }
    render(inGerman(<Form />));
    fireEvent.click(screen.getByRole('button', { name: 'Bestellen' }));
    fireEvent.click(screen.getByRole('button', { name: 'Bestellen' }));
    expect(sent).toEqual([]);

    await settle('solved-payload');
    expect(sent).toEqual([{ intent: 'place', payload: 'solved-payload' }]);
  });

  it('tells a waiting form to send the answer instead when solving fails', async () => {
    const settle = pendingSolve();
    let whenSolved: () => Promise<string> = async () => 'never';
    function Form() {
      const solution = useCaptchaSolution();
      whenSolved = solution.whenSolved;
      return <CaptchaField challenge={challenge()} solution={solution} />;
    }
    render(inGerman(<Form />));
    const submitted = whenSolved();
    await settle(null);
    await expect(submitted).resolves.toBe('');
  });
});
