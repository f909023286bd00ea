/** A refund's reason, which the member reads, and the form's error under it. */
import { ConsoleField } from "../ui/ConsoleField";

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
      <ConsoleField id={id} label={label}>
        <textarea
          id={id}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          maxLength={500}
          rows={3}
          required
        />
      </ConsoleField>
      {error && (
        <p className="dash-alert" role="alert">
          {error}
        </p>
      )}
    </>
  );
}
