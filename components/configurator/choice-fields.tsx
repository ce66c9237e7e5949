import { FieldError } from '@/components/ui/field-error';

interface Option {
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
}: {
  name: string;
  label: string;
  options: Option[];
  value: string;
  hint?: string;
  error?: string | null;
}) {
  const id = `configurator-${name}`;
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

/** Radio buttons in a fieldset whose legend names the question; the error is read with the group. */
export function RadioGroup({
  name,
  legend,
  options,
  value,
  error,
}: {
  name: string;
  legend: string;
  options: Option[];
  value: string;
  error?: string | null;
}) {
  const errorId = `configurator-${name}-error`;
  return (
    <fieldset
      id={`configurator-${name}`}
      className={error ? 'configurator-form__group form-field--invalid' : 'configurator-form__group'}
      aria-describedby={error ? errorId : undefined}
      tabIndex={-1}
    >
      <legend>{legend}</legend>
      {options.map((option) => (
        <label key={option.value} className="configurator-form__radio">
          <input type="radio" name={name} value={option.value} defaultChecked={option.value === value} />
          {option.label}
        </label>
      ))}
      <FieldError id={errorId} error={error} />
    </fieldset>
  );
}
