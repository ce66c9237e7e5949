/**
 * A script-sent form's submit button. While the form is on its way it says so and is marked disabled, but stays
 * focusable where a disabled button would drop the focus; the form's script ignores a second press meanwhile.
 */
export function SendButton({
  sending,
  text,
  sendingText,
}: {
  sending: boolean;
  text: string;
  sendingText: string;
}) {
  return (
    <button type="submit" className="button" aria-disabled={sending || undefined}>
      {sending ? sendingText : text}
    </button>
  );
}
