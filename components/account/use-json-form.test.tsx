/** @jest-environment jsdom */
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { FormOutcomeBox } from './form-outcome-box';
import { SendButton } from './send-button';
import { useJsonForm } from './use-json-form';

/** jsdom has no fetch Response: the hook reads the status and the JSON body. */
function answer(ok: boolean, body: unknown): Response {
  return { ok, json: async () => body } as Response;
}

/** A form as the shop's forms use the hook: a name it checks itself, a note it empties once sent. */
function NoteForm({ initial = null }: { initial?: string | null }) {
  const { hydrated, sending, message, errors, submit, outcomeRef, focusOnLoad } = useJsonForm<string, 'name'>(
    {
      initial: { message: initial },
      refuse: (values) => (values.name ? null : { message: 'Please check', errors: { name: 'required' } }),
      clearedWhenSent: ['note'],
      answered: (reply, ok) => ({
        message: ok ? `sent: ${reply?.data?.notice?.code}` : `refused: ${reply?.error?.code}`,
      }),
    },
  );
  return (
    <>
      {message && (
        <FormOutcomeBox
          kind={message.startsWith('sent') ? 'notice' : 'error'}
          text={message}
          fields={Object.keys(errors).map(() => ({ id: 'note-name', label: 'Name', error: 'is missing' }))}
          ref={outcomeRef}
          focusOnLoad={focusOnLoad}
          testId="outcome"
        />
      )}
      <form method="post" action="/api/note" noValidate={hydrated} onSubmit={submit} data-testid="form">
        <input id="note-name" name="name" defaultValue="" />
        <textarea name="note" defaultValue="Hello" />
        <SendButton sending={sending} text="Send" sendingText="Sending…" />
      </form>
    </>
  );
}

const fetchMock = jest.fn<Promise<Response>, [string, RequestInit]>();
beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock as never;
});

describe('useJsonForm', () => {
  it('shows its own refusal with a link to each field, focused, and sends nothing', async () => {
    render(<NoteForm />);
    fireEvent.submit(screen.getByTestId('form'));
    const outcome = await screen.findByRole('alert');
    expect(outcome.textContent).toBe('Please checkName: is missing');
    await waitFor(() => expect(document.activeElement).toBe(outcome));
    fireEvent.click(screen.getByRole('link', { name: 'Name: is missing' }));
    expect(document.activeElement).toBe(screen.getByTestId('form').querySelector('[name="name"]'));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the fields as JSON to the action, empties what a sent form empties and confirms in place', async () => {
    fetchMock.mockResolvedValue(answer(true, { data: { notice: { code: 'noted' } } }));
    render(<NoteForm />);
    const form = screen.getByTestId('form') as HTMLFormElement;
    fireEvent.change(form.querySelector('[name="name"]')!, { target: { value: 'Ana' } });
    fireEvent.submit(form);
    expect(await screen.findByRole('status')).toHaveProperty('textContent', 'sent: noted');
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('http://localhost/api/note');
    expect(JSON.parse(init.body as string)).toEqual({ name: 'Ana', note: 'Hello' });
    expect(form.querySelector('textarea')!.value).toBe('');
    expect(form.querySelector<HTMLInputElement>('[name="name"]')!.value).toBe('Ana');
  });

  it('keeps what was typed when the server refuses', async () => {
    fetchMock.mockResolvedValue(answer(false, { error: { code: 'request.tooMany' } }));
    render(<NoteForm />);
    const form = screen.getByTestId('form') as HTMLFormElement;
    fireEvent.change(form.querySelector('[name="name"]')!, { target: { value: 'Ana' } });
    fireEvent.submit(form);
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'refused: request.tooMany');
    expect(form.querySelector('textarea')!.value).toBe('Hello');
  });

  it('leaves the work to the plain form when no answer comes, and says it is sending meanwhile', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const plainSubmit = jest.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => undefined);
    render(<NoteForm />);
    const form = screen.getByTestId('form') as HTMLFormElement;
    fireEvent.change(form.querySelector('[name="name"]')!, { target: { value: 'Ana' } });
    fireEvent.submit(form);
    expect(screen.getByRole('button').textContent).toBe('Sending…');
    expect(screen.getByRole('button').getAttribute('aria-disabled')).toBe('true');
    await waitFor(() => expect(plainSubmit).toHaveBeenCalled());
    plainSubmit.mockRestore();
  });

  it('server-renders a form the browser checks itself, the outcome it came with set to take the focus', () => {
    document.body.innerHTML = renderToString(<NoteForm initial="sent: earlier" />);
    expect(screen.getByTestId('form')).toHaveProperty('noValidate', false);
    expect(screen.getByRole('status').hasAttribute('autofocus')).toBe(true);
  });
});
