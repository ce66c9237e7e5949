import { FormField } from './form-field';

/** A labelled free-text field of limited length, its hint and error wired as FormField wires an input's. */
export function TextAreaField({
  scope,
  name,
  label,
  hint,
  rows,
  maxLength,
  defaultValue,
  error,
  required = true,
}: {
  scope: string;
  name: string;
  label: string;
  hint: string;
  rows: number;
  maxLength: number;
  defaultValue?: string;
  error: string | null;
  required?: boolean;
}) {
  // autoComplete is FormField's input's alone: a textarea is left without the attribute.
  return (
    <FormField
      scope={scope}
      name={name}
      label={label}
      hint={hint}
      autoComplete="off"
      error={error}
      required={required}
    >
      {({ id, describedBy }) => (
        <textarea
          id={id}
          name={name}
          rows={rows}
          required={required}
          maxLength={maxLength}
          defaultValue={defaultValue}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
        />
      )}
    </FormField>
  );
}
