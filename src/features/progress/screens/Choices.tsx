import { useId } from 'react';

/**
 * A row of choices, one chosen (the period, the measurement type): radio buttons, so the arrow
 * keys move through them and a screen reader says how many there are.
 */
export function Choices<T extends string>({
  legend,
  options,
  value,
  onChange,
  label,
}: {
  legend: string;
  options: readonly T[];
  value: T;
  onChange: (value: T) => void;
  label: (option: T) => string;
}) {
  const name = useId();
  return (
    <fieldset className="progress-choices">
      <legend>{legend}</legend>
      <div className="progress-choices-row">
        {options.map((option) => (
          <label key={option} className={option === value ? 'progress-choice chosen' : 'progress-choice'}>
            <input
              type="radio"
              name={name}
              value={option}
              checked={option === value}
              onChange={() => onChange(option)}
            />
            <span>{label(option)}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
