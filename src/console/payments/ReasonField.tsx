/** A refund's reason, which the member reads, and the form's error under it. */
export function ReasonField({
  id,
  label,
  value,
  onChange,
  error,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error: string | null;
}) {
  return (
    <>
      <div className="field console-field">
        <label htmlFor={id}>{label}</label>
        <textarea
          id={id}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          maxLength={500}
          rows={3}
          required
        />
      </div>
      {error && (
        <p className="dash-alert" role="alert">
          {error}
        </p>
      )}
    </>
  );
}
