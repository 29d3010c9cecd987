import { useState, type ChangeEvent } from 'react';
import { flushSync } from 'react-dom';
import type { FieldErrors } from './validateAuthForms';

/** What the service refused, in words: beside one of the form's fields, or above the whole form. */
export interface FormProblem<T> {
  field: (keyof T & string) | 'form';
  message: string;
}

/** Form values, their field errors, and a form-level message; editing a field clears its error. */
export function useAuthForm<T extends Record<string, string>>(initial: T) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors<T>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const field = (name: keyof T & string) => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const value = event.target.value;
      setValues((v) => ({ ...v, [name]: value }));
      if (errors[name]) setErrors((e) => ({ ...e, [name]: undefined }));
    },
  });
  const reset = () => {
    setValues(initial);
    setErrors({});
    setFormError(null);
  };
  /**
   * The service's answer, shown and focused (as focusFirstInvalid, with `otherwise` for a problem with the
   * whole form). It comes outside any event, when React renders on its own schedule and a frame may come
   * first: focus then found no field marked yet and was left on the page (1 of 3 refused passwords on
   * /profile). So the answer is rendered at once, then focus moves.
   */
  const showProblem = (form: HTMLFormElement | null, problem: FormProblem<T>, otherwise?: keyof T & string) => {
    flushSync(() => {
      if (problem.field === 'form') setFormError(problem.message);
      else setErrors({ [problem.field]: problem.message } as FieldErrors<T>);
    });
    focusProblem(form, otherwise);
  };
  return { values, errors, setErrors, formError, setFormError, field, reset, showProblem };
}

/**
 * Focus the first field that has an error, so keyboard and screen-reader users land on it. With none (a
 * problem with the whole form, said above it), the field named `otherwise`, its text selected to be typed
 * again, or else the form's message: the button that sent the form was disabled meanwhile, and focus would be
 * left on the page.
 * For errors set in an event handler (React renders them before the next frame); the service's answers
 * go through useAuthForm's showProblem.
 */
export function focusFirstInvalid(form: HTMLFormElement | null, otherwise?: string) {
  requestAnimationFrame(() => focusProblem(form, otherwise));
}

function focusProblem(form: HTMLFormElement | null, otherwise?: string) {
  const invalid = form?.querySelector<HTMLInputElement>('[aria-invalid="true"]');
  if (invalid) return invalid.focus();
  const field = otherwise ? form?.elements.namedItem(otherwise) : null;
  if (field instanceof HTMLInputElement) {
    field.focus();
    field.select();
    return;
  }
  // nothing to type again: the form's own message (FormAlert), in view and clear of the sticky header (the
  // shell's `:focus` scroll margin). Left on the page, a phone showed it half under the header, above the
  // fields, while the shopper looked at the button they pressed (QA sweep H-f, /profile at 375 px).
  const alert = form?.querySelector<HTMLElement>('[role="alert"]');
  if (alert) {
    alert.tabIndex = -1;
    alert.focus();
  }
}
