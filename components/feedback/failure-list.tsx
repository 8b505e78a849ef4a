/** What kept a form from saving, one item a problem; nothing while there is none. */
export function FailureList({ failures }: { failures: string[] }) {
  if (failures.length === 0) return null;
  return (
    <div role="alert" className="form-error">
      <ul>
        {failures.map((text) => (
          <li key={text}>{text}</li>
        ))}
      </ul>
    </div>
  );
}
