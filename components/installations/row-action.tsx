/**
 * One row's own plain form in an operator's table (remove a block, revoke a feed): the handler's action and the
 * row's id, its button described by the row's heading cell so a screen reader says which row it acts on.
 */
export function RowAction({
  action,
  hidden,
  name,
  idField,
  id,
  describedBy,
  label,
}: {
  action: string;
  hidden: React.ReactNode;
  name: string;
  idField: string;
  id: number;
  describedBy: string;
  label: string;
}) {
  return (
    <form method="post" action={action}>
      {hidden}
      <input type="hidden" name="action" value={name} />
      <input type="hidden" name={idField} value={id} />
      <button type="submit" className="button button--secondary" aria-describedby={describedBy}>
        {label}
      </button>
    </form>
  );
}
