/** The form-level message of a failed submit, announced at once. */
export function FormAlert({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p role="alert" className="acc-form-alert">
      {message}
    </p>
  );
}
