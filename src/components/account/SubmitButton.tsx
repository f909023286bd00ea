interface SubmitButtonProps {
  label: string;
  busy: boolean;
  disabled?: boolean;
}

/** Disabled and reading "Processing..." while the form's call runs (spec section 4). */
export function SubmitButton({ label, busy, disabled = false }: SubmitButtonProps) {
  return (
    <button type="submit" className="btn btn-primary account-submit" disabled={busy || disabled}>
      {busy ? "Processing..." : label}
    </button>
  );
}
