import type { MouseEvent, Ref } from 'react';

/** A field the outcome names: the field's id, its label and what is wrong with it. */
export interface OutcomeField {
  id: string;
  label: string;
  error: string | null;
}

/**
 * A form's outcome where the form is: a notice politely, an error at once, with an error summary that links to
 * each field it names. useJsonForm's outcomeRef and focusOnLoad give it the focus whenever it is shown anew.
 */
export function FormOutcomeBox({
  kind,
  text,
  fields = [],
  ref,
  focusOnLoad,
  id,
  testId,
}: {
  kind: 'notice' | 'error';
  text: string;
  fields?: OutcomeField[];
  ref: Ref<HTMLDivElement>;
  focusOnLoad: boolean;
  id?: string;
  testId: string;
}) {
  // Following the link moves the focus into the field, not only the page to it.
  const focusField = (fieldId: string) => (event: MouseEvent<HTMLAnchorElement>) => {
    const control = document.getElementById(fieldId);
    if (!control) return;
    event.preventDefault();
    control.focus();
  };
  return (
    <div
      ref={ref}
      id={id}
      tabIndex={-1}
      autoFocus={focusOnLoad}
      role={kind === 'error' ? 'alert' : 'status'}
      className={`form-message form-message--${kind}`}
      data-testid={testId}
    >
      <p>{text}</p>
      {fields.length > 0 && (
        <ul>
          {fields.map((field) => (
            <li key={field.id}>
              <a href={`#${field.id}`} onClick={focusField(field.id)}>
                {field.label}: {field.error}
              </a>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
