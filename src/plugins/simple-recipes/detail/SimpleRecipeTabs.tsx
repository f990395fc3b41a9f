import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { DirectionStep } from '../../../features/recipes/display/directions';

type Tab = 'ingredients' | 'steps';
const TABS: readonly Tab[] = ['ingredients', 'steps'];

/**
 * The ingredients and the steps, one at a time behind a tab list (3-daily-use.txt section 2): the
 * arrow keys, Home and End move between the tabs, and only the chosen tab is in the tab order.
 */
export function SimpleRecipeTabs({
  ingredients,
  steps,
  servingsLabel,
}: {
  ingredients: readonly string[];
  steps: readonly DirectionStep[];
  servingsLabel: string;
}) {
  const { t, i18n } = useTranslation('simpleRecipes');
  const id = useId();
  const [shown, setShown] = useState<Tab>('ingredients');
  const buttons = useRef<Partial<Record<Tab, HTMLButtonElement | null>>>({});
  const move = (event: KeyboardEvent) => {
    const at = TABS.indexOf(shown);
    const next =
      event.key === 'ArrowRight'
        ? TABS[(at + 1) % TABS.length]
        : event.key === 'ArrowLeft'
          ? TABS[(at + TABS.length - 1) % TABS.length]
          : event.key === 'Home'
            ? TABS[0]
            : event.key === 'End'
              ? TABS[TABS.length - 1]
              : undefined;
    if (!next) return;
    event.preventDefault();
    setShown(next);
    buttons.current[next]?.focus();
  };
  let number = 0;
  return (
    <section className="card simple-tabs" lang={i18n.language}>
      <div role="tablist" aria-label={t('detail.tabsLabel')} className="simple-tablist" onKeyDown={move}>
        {TABS.map((tab) => (
          <button
            key={tab}
            ref={(element) => {
              buttons.current[tab] = element;
            }}
            type="button"
            role="tab"
            id={`${id}-${tab}-tab`}
            aria-selected={shown === tab}
            aria-controls={`${id}-${tab}`}
            tabIndex={shown === tab ? 0 : -1}
            className="simple-tab"
            onClick={() => setShown(tab)}
          >
            {t(`detail.${tab}`)}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${id}-${shown}`} aria-labelledby={`${id}-${shown}-tab`} tabIndex={0}>
        {shown === 'ingredients' ? (
          <>
            <p className="muted small">{servingsLabel}</p>
            {ingredients.length === 0 ? (
              <p className="muted">{t('detail.noIngredients')}</p>
            ) : (
              <ul className="ingredient-lines" data-testid="simple-ingredients">
                {ingredients.map((line, i) => (
                  <li key={i}>{line}</li>
                ))}
              </ul>
            )}
          </>
        ) : steps.length === 0 ? (
          <p className="muted">{t('detail.noSteps')}</p>
        ) : (
          <ol className="direction-steps" data-testid="simple-steps">
            {steps.map((step, i) => (
              <li key={i} className={step.note ? 'direction-note' : 'direction-step'}>
                {step.note ? (
                  <strong className="direction-label">{t('detail.note')}</strong>
                ) : (
                  <span className="direction-label step-number">{++number}</span>
                )}
                <span>{step.text}</span>
              </li>
            ))}
          </ol>
        )}
      </div>
    </section>
  );
}
