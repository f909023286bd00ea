interface SubmitButtonProps {
  label: string;
  busy: boolean;
  enabled: boolean;
}

/** Disabled and reading "Processing..." while the form's call runs (docs/product.md, States). */
export function SubmitButton({ label, busy, enabled }: SubmitButtonProps) {
  return (
    <button type="submit" className="btn btn-primary account-submit" disabled={!enabled}>
      {busy ? "Processing..." : label}
    </button>
  );
}
