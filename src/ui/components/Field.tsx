import { useId, type InputHTMLAttributes, type ReactNode } from 'react';

/** A labelled input whose error is announced and tied to the field. */
export function Field({
  label,
  error,
  suffix,
  ...input
}: { label: string; error?: string | undefined; suffix?: ReactNode } & InputHTMLAttributes<HTMLInputElement>) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <div className="field-control">
        <input
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          {...input}
        />
        {suffix ? <span className="field-suffix">{suffix}</span> : null}
      </div>
      {error ? (
        <p id={errorId} className="field-error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
