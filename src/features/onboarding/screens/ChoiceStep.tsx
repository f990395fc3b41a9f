import type { ReactNode } from 'react';
import { NextButton, StepError, StepForm } from './StepFrame';

/**
 * The reusable selection screen of 2-onboarding.txt section 2: a title, a subtitle, options with a
 * label and an optional description, one or several answers, the error of the screen's rule, Next
 * and an optional back. Typed by its options, so labels are typed translation keys.
 */
export function ChoiceStep<O extends string>({
  name,
  title,
  subtitle,
  options,
  multiple,
  selected,
  onToggle,
  label,
  description,
  error,
  onNext,
  onBack,
  children,
}: {
  name: string;
  title: string;
  subtitle?: string | undefined;
  options: readonly O[];
  multiple: boolean;
  selected: readonly O[];
  onToggle: (option: O) => void;
  label: (option: O) => string;
  description?: ((option: O) => string | undefined) | undefined;
  error: string | null;
  onNext: () => void;
  onBack: (() => void) | null;
  children?: ReactNode;
}) {
  const errorId = `${name}-error`;
  return (
    <StepForm onBack={onBack} onSubmit={onNext}>
      <fieldset className="choices" aria-describedby={error ? errorId : undefined}>
        <legend>
          <h1>{title}</h1>
          {subtitle ? <p className="muted">{subtitle}</p> : null}
        </legend>
        {options.map((option) => {
          const more = description?.(option);
          return (
            <label key={option} className="choice">
              <input
                type={multiple ? 'checkbox' : 'radio'}
                name={name}
                value={option}
                checked={selected.includes(option)}
                // A radio that is already chosen can be taken back by a second tap (diet selection).
                onClick={() => !multiple && selected.includes(option) && onToggle(option)}
                onChange={() => onToggle(option)}
              />
              <span className="choice-text">
                <span>{label(option)}</span>
                {more ? <span className="muted small">{more}</span> : null}
              </span>
            </label>
          );
        })}
      </fieldset>
      {children}
      <StepError id={errorId} message={error} />
      <NextButton />
    </StepForm>
  );
}
