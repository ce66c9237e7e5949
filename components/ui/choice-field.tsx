import { FieldError } from '@/components/ui/field-error';

export interface Option {
  value: string;
  label: string;
}

/** A labelled select whose hint and error are read with it. */
export function ChoiceField({
  name,
  label,
  options,
  value,
  hint,
  error,
  scope,
}: {
  /** Sets the field's id apart by form (`configurator` → configurator-roomType), as FormField does. */
  scope: string;
  name: string;
  label: string;
  options: Option[];
  value: string;
  hint?: string;
  error?: string | null;
}) {
  const id = `${scope}-${name}`;
  const describedBy =
    [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={error ? 'form-field form-field--invalid' : 'form-field'}>
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        name={name}
        defaultValue={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {hint && (
        <p id={`${id}-hint`} className="form-field__hint">
          {hint}
        </p>
      )}
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}
