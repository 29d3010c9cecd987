import { useState, type ChangeEvent } from 'react';
import type { FieldErrors } from './validateAuthForms';

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
  return { values, errors, setErrors, formError, setFormError, field, reset };
}

/**
 * Focus the first field that has an error, so keyboard and screen-reader users land on it. With none (a
 * problem with the whole form, said above it), the field named `otherwise`, its text selected to be typed
 * again: the button that sent the form was disabled meanwhile, and focus would be left on the page.
 */
export function focusFirstInvalid(form: HTMLFormElement | null, otherwise?: string) {
  requestAnimationFrame(() => {
    const invalid = form?.querySelector<HTMLInputElement>('[aria-invalid="true"]');
    if (invalid) return invalid.focus();
    const field = otherwise ? form?.elements.namedItem(otherwise) : null;
    if (field instanceof HTMLInputElement) {
      field.focus();
      field.select();
    }
  });
}
