/** The form's submit button, busy (and not pressable again) while the form is being sent. */
export const SubmitButton = ({ label, busy }: { label: string; busy: boolean }) => (
  <button type="submit" className="signin-submit" disabled={busy} aria-busy={busy || undefined}>
    {busy ? <span className="signin-spinner" aria-hidden="true" /> : null}
    {label}
  </button>
);
