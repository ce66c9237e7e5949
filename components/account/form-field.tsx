import type { ReactNode } from 'react';
import { FieldError } from '@/components/ui/field-error';

interface FormFieldProps {
  name: string;
  label: string;
  /** WCAG 1.3.5: the HTML autocomplete token of what the field asks for. */
  autoComplete: string;
  type?: 'text' | 'email' | 'password' | 'tel';
  inputMode?: 'numeric' | 'decimal' | 'tel' | 'url';
  defaultValue?: string;
  required?: boolean;
  hint?: string;
  /** The message of the error this field is part of, shown beside it and read with it. */
  error?: string | null;
  /** Sets the field's id apart where two forms of one page ask for the same thing (`address` → address-city). */
  scope?: string;
  /** A select or other control in place of the input, given the same id and description. */
  children?: (control: { id: string; describedBy: string | undefined }) => ReactNode;
}

/** A labelled field whose hint and error are part of its accessible description. */
export function FormField({
  name,
  label,
  autoComplete,
  type = 'text',
  inputMode,
  defaultValue,
  required = true,
  hint,
  error,
  scope = 'field',
  children,
}: FormFieldProps) {
  const id = `${scope}-${name}`;
  const describedBy =
    [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={error ? 'form-field form-field--invalid' : 'form-field'}>
      <label htmlFor={id}>{label}</label>
      {children ? (
        children({ id, describedBy })
      ) : (
        <input
          id={id}
          name={name}
          type={type}
          inputMode={inputMode}
          autoComplete={autoComplete}
          defaultValue={defaultValue}
          required={required}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
        />
      )}
      {hint && (
        <p id={`${id}-hint`} className="form-field__hint">
          {hint}
        </p>
      )}
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}
