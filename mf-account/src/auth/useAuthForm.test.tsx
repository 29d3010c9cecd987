import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAuthForm, type FormProblem } from './useAuthForm';

type Fields = { email: string; password: string };

/** A form whose service answers later, outside any event, as every account form's does. */
function Form({ answer }: { answer: () => Promise<FormProblem<Fields>> }) {
  const form = useRef<HTMLFormElement>(null);
  const { field, formError, showProblem } = useAuthForm<Fields>({ email: '', password: '' });
  const input = (name: keyof Fields) => {
    const { error, ...props } = field(name);
    return <input aria-label={name} aria-invalid={error ? true : undefined} {...props} />;
  };
  return (
    <form
      ref={form}
      aria-label="Form"
      onSubmit={(event) => {
        event.preventDefault();
        void answer().then((problem) => showProblem(form.current, problem, 'password'));
      }}
    >
      {formError && <p role="alert">{formError}</p>}
      {input('email')}
      {input('password')}
      <button type="submit">Send</button>
    </form>
  );
}

afterEach(() => vi.restoreAllMocks());

describe("useAuthForm's showProblem", () => {
  // The race seen on /profile: the frame came before React rendered the answer, and focus stayed on the page.
  it.each([
    ['a frame that comes before React renders', true],
    ['frames as they come', false],
  ])('with %s: the field the service refused is marked and focused', async (_, frameFirst) => {
    if (frameFirst)
      vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
        callback(0);
        return 0;
      });
    const user = userEvent.setup();
    render(<Form answer={async () => ({ field: 'email', message: 'An account with this e-mail already exists.' })} />);
    await user.type(screen.getByLabelText('password'), 'secret-1');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const email = screen.getByLabelText('email');
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'));
    expect(document.activeElement).toBe(email);
  });

  it('a problem with the whole form: said above it, and the fallback field focused with its text selected', async () => {
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
      callback(0);
      return 0;
    });
    const user = userEvent.setup();
    render(<Form answer={async () => ({ field: 'form', message: '<b>Too many attempts</b>' })} />);
    const password = screen.getByLabelText('password') as HTMLInputElement;
    await user.type(password, 'secret-1');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('<b>Too many attempts</b>');
    expect(alert.querySelector('b')).toBeNull();
    await act(async () => undefined);
    expect(document.activeElement).toBe(password);
    expect([password.selectionStart, password.selectionEnd]).toEqual([0, 8]);
  });
});
