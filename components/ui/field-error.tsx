/**
 * A field's or a group's error below it (the field piece in pieces.css); nothing without one. Its id goes into
 * the control's aria-describedby, so the error is read with it.
 */
export function FieldError({ id, error }: { id?: string; error: string | null | undefined }) {
  if (!error) return null;
  return (
    <p id={id} className="form-field__error">
      {error}
    </p>
  );
}
