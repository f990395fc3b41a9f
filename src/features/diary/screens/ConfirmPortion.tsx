import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { shownWeight } from '../foodUnits';

/**
 * Asks about an implausible portion in place of the add button: the question is announced, focus
 * goes to the safe answer, and 'change the amount' leaves everything as it was.
 */
export function ConfirmPortion({
  grams,
  kcal,
  imperial,
  onConfirm,
  onCancel,
}: {
  grams: number;
  kcal: number;
  imperial: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { t, i18n } = useTranslation('diary');
  const id = useId();
  const cancel = useRef<HTMLButtonElement>(null);
  useEffect(() => cancel.current?.focus(), []);
  const number = (n: number) => n.toLocaleString(i18n.language, { maximumFractionDigits: 1 });
  const weight = shownWeight(grams, imperial);
  return (
    <div className="confirm-portion" role="group" aria-labelledby={id} data-testid="confirm-portion">
      <p id={id} role="alert">
        {t('food.implausible', {
          weight: `${number(weight.value)} ${t(`food.weightUnits.${weight.unit}`)}`,
          kcal: Math.round(kcal).toLocaleString(i18n.language),
        })}
      </p>
      <div className="dialog-actions">
        <button ref={cancel} type="button" className="button button-secondary" onClick={onCancel}>
          {t('food.changeAmount')}
        </button>
        <button type="button" className="button button-primary" onClick={onConfirm}>
          {t('food.confirmPortion')}
        </button>
      </div>
    </div>
  );
}
