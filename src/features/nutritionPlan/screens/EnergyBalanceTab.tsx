import { useId, useState } from 'react';
import { Field } from '../../../ui/components/Field';
import { energyExpenditure } from '../../../core/nutrition/energy';
import { dailyMacros, ENERGY_PRESETS, withEnergyBalance, withMacroAdjustment } from '../wizard';
import { numberOrNull, useWholeNumber } from './numbers';
import { useNutritionPlanText } from './useNutritionPlanText';
import type { TabProps } from './WizardScreen';

const isPreset = (value: number | null) => ENERGY_PRESETS.some((p) => p === value);

/** Tab 1: the energy balance (a preset or another percent) and the optional macro adjustment. */
export function EnergyBalanceTab({ state, profile, update }: TabProps) {
  const { t } = useNutritionPlanText();
  const number = useWholeNumber();
  const hintId = useId();
  const [other, setOther] = useState(() => !isPreset(state.energyBalance));
  const adjustment = state.macroAdjustment;
  const adjust = (on: boolean) => {
    const day = dailyMacros(profile, { ...state, macroAdjustment: null });
    update(
      withMacroAdjustment(
        state,
        on ? { protein: day?.protein ?? null, carbs: day?.carbs ?? null, fat: day?.fat ?? null } : null,
      ),
    );
  };
  return (
    <>
      <fieldset className="choices" disabled={adjustment !== null} aria-describedby={hintId}>
        <legend>{t('energy.legend')}</legend>
        <p id={hintId} className="muted small">
          {t('energy.hint', { total: number(energyExpenditure(profile).total) })}
        </p>
        <div className="np-chips">
          {ENERGY_PRESETS.map((preset) => (
            <label key={preset} className="np-chip">
              <input
                type="radio"
                name="energy-balance"
                checked={!other && state.energyBalance === preset}
                onChange={() => {
                  setOther(false);
                  update(withEnergyBalance(state, preset));
                }}
              />
              {t('energy.preset', { value: number(preset) })}
            </label>
          ))}
          <label className="np-chip">
            <input type="radio" name="energy-balance" checked={other} onChange={() => setOther(true)} />
            {t('energy.other')}
          </label>
        </div>
        {other ? (
          <Field
            label={t('energy.otherLabel')}
            type="number"
            inputMode="decimal"
            min={10}
            max={500}
            value={state.energyBalance ?? ''}
            suffix="%"
            onChange={(e) => update(withEnergyBalance(state, numberOrNull(e.target.value)))}
          />
        ) : null}
      </fieldset>
      <label className="checkbox np-adjust">
        <input type="checkbox" checked={adjustment !== null} onChange={(e) => adjust(e.target.checked)} />
        <span>
          {t('energy.adjust')}
          <span className="muted small np-block">{t('energy.adjustHint')}</span>
        </span>
      </label>
      {adjustment ? (
        <div className="field-row np-macro-fields">
          {(['protein', 'carbs', 'fat'] as const).map((key) => (
            <Field
              key={key}
              label={t(`energy.${key}`)}
              type="number"
              inputMode="numeric"
              min={1}
              step={1}
              value={adjustment[key] ?? ''}
              onChange={(e) =>
                update(withMacroAdjustment(state, { ...adjustment, [key]: numberOrNull(e.target.value) }))
              }
            />
          ))}
        </div>
      ) : null}
    </>
  );
}
