import { FieldError } from '@/components/ui/field-error';
import type { Option } from '@/components/ui/choice-field';

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
