import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { MEAL_TYPES, type MealType } from '../../../../core/catalogue/vocabulary';
import type { Command } from '../../../../core/commands';
import { Field } from '../../../../ui/components/Field';
import { useDispatch } from '../../../../ui/services';
import { isWeightUnit } from '../../../diary/foodUnits';
import { formatFraction } from '../../display/fractions';
import {
  changeOwnRecipeIngredient,
  removeOwnRecipeIngredient,
  renameOwnRecipe,
  setOwnRecipeMealTypes,
  setOwnRecipePortions,
} from '../commands';
import { OWN_RECIPE_NAME_MAX, OWN_RECIPE_PORTIONS_MAX } from '../events';
import type { OwnIngredient, OwnRecipe } from '../projection';
import { numberFormat } from '../../../../ui/numberFormat';

/** Dispatches a command and answers the rejection's message in the person's language, or null. */
export function useRecipeCommand() {
  const dispatch = useDispatch();
  const { t } = useTranslation('recipes');
  return async (command: Command): Promise<string | null> => {
    const result = await dispatch(command);
    return result.ok ? null : t(result.error.messageKey as 'own.errors.required', result.error.params ?? {});
  };
}

/** The name, saved when the field is left or Enter is pressed; required. */
export function NameField({ recipe }: { recipe: OwnRecipe }) {
  const { t } = useTranslation('recipes');
  const run = useRecipeCommand();
  const [name, setName] = useState(recipe.name);
  const [error, setError] = useState<string | null>(null);
  const save = async (e?: FormEvent) => {
    e?.preventDefault();
    if (name === recipe.name) return;
    setError(await run(renameOwnRecipe.create({ recipeId: recipe.id, name })));
  };
  return (
    <form className="form" noValidate onSubmit={(e) => void save(e)}>
      <Field
        label={t('own.name')}
        value={name}
        maxLength={OWN_RECIPE_NAME_MAX}
        autoComplete="off"
        required
        error={error ?? undefined}
        onChange={(e) => {
          setError(null);
          setName(e.target.value);
        }}
        onBlur={() => void save()}
      />
    </form>
  );
}

/** One ingredient: its quantity of a serving (saved on leaving the field: rounded, 0 asks for delete), and delete. */
export function IngredientRow({ recipeId, ingredient }: { recipeId: string; ingredient: OwnIngredient }) {
  const { t, i18n } = useTranslation('recipes');
  const run = useRecipeCommand();
  const shown = numberFormat(i18n.language, { maximumFractionDigits: 2 }).format(ingredient.quantity);
  const [text, setText] = useState(shown);
  const [error, setError] = useState<string | null>(null);
  const serving = ingredient.food.servings.find((s) => s.id === ingredient.servingId);
  const name = ingredient.food.name;
  const save = async (e?: FormEvent) => {
    e?.preventDefault();
    if (text === shown) return;
    const problem = await run(
      changeOwnRecipeIngredient.create({ recipeId, ingredientId: ingredient.id, quantity: text }),
    );
    setError(problem);
    if (!problem) setText(shown);
  };
  return (
    <li className="own-ingredient" data-testid="own-ingredient">
      <div className="own-ingredient-text">
        <span className="own-ingredient-name">{name}</span>
        <span className="muted small">
          {formatFraction(ingredient.quantity, i18n.language)}{' '}
          {serving && isWeightUnit(serving.id)
            ? serving.description
            : t('own.servingOf', { serving: serving?.description ?? '–' })}
        </span>
      </div>
      <form className="own-ingredient-quantity" noValidate onSubmit={(e) => void save(e)}>
        <Field
          label={t('own.quantityOf', { name })}
          value={text}
          inputMode="decimal"
          autoComplete="off"
          maxLength={10}
          error={error ?? undefined}
          onChange={(e) => {
            setError(null);
            setText(e.target.value);
          }}
          onBlur={() => void save()}
        />
      </form>
      <button
        type="button"
        className="button button-secondary"
        onClick={() => void run(removeOwnRecipeIngredient.create({ recipeId, ingredientId: ingredient.id }))}
      >
        {t('own.deleteIngredient', { name })}
      </button>
    </li>
  );
}

/** Portions: whole, from 1; saved on leaving the field. */
export function PortionsField({ recipe }: { recipe: OwnRecipe }) {
  const { t } = useTranslation('recipes');
  const run = useRecipeCommand();
  const [text, setText] = useState(String(recipe.portions));
  const [error, setError] = useState<string | null>(null);
  const save = async (e?: FormEvent) => {
    e?.preventDefault();
    if (text === String(recipe.portions)) return;
    setError(await run(setOwnRecipePortions.create({ recipeId: recipe.id, portions: text })));
  };
  return (
    <form className="form" noValidate onSubmit={(e) => void save(e)}>
      <Field
        label={t('own.portions')}
        type="number"
        min={1}
        max={OWN_RECIPE_PORTIONS_MAX}
        step={1}
        inputMode="numeric"
        value={text}
        error={error ?? undefined}
        onChange={(e) => {
          setError(null);
          setText(e.target.value);
        }}
        onBlur={() => void save()}
      />
    </form>
  );
}

export function MealTypesField({ recipe }: { recipe: OwnRecipe }) {
  const { t } = useTranslation('recipes');
  const run = useRecipeCommand();
  const id = useId();
  const toggle = (type: MealType, on: boolean) => {
    const next = on ? [...recipe.mealTypes, type] : recipe.mealTypes.filter((m) => m !== type);
    void run(setOwnRecipeMealTypes.create({ recipeId: recipe.id, mealTypes: next }));
  };
  return (
    <fieldset className="own-meal-types">
      <legend>{t('own.mealTypes')}</legend>
      {MEAL_TYPES.map((type) => (
        <label key={type} htmlFor={`${id}-${type}`} className="own-meal-type">
          <input
            id={`${id}-${type}`}
            type="checkbox"
            checked={recipe.mealTypes.includes(type)}
            onChange={(e) => toggle(type, e.target.checked)}
          />
          {t(`own.mealType.${type}`)}
        </label>
      ))}
    </fieldset>
  );
}

/** Energy and macros per portion, as the ingredients add up (0 when one of them lacks its serving). */
export function OwnTotals({ recipe }: { recipe: OwnRecipe }) {
  const { t, i18n } = useTranslation('recipes');
  const { t: tc } = useTranslation('common');
  const one = numberFormat(i18n.language, { maximumFractionDigits: 1 });
  const missing = recipe.ingredients.some((i) => !i.food.servings.some((s) => s.id === i.servingId));
  return (
    <section className="own-totals" aria-labelledby={`${recipe.id}-totals`}>
      <h2 id={`${recipe.id}-totals`}>{t('own.perPortion')}</h2>
      <dl className="food-summary" aria-live="polite" data-testid="own-totals">
        <div>
          <dt>{tc('nutrients.kcal')}</dt>
          <dd>
            {numberFormat(i18n.language, { maximumFractionDigits: 0 }).format(recipe.totals.kcal)} {tc('units.kcal')}
          </dd>
        </div>
        {(['protein', 'carbohydrates', 'fat'] as const).map((n) => (
          <div key={n}>
            <dt>{tc(`nutrients.${n}`)}</dt>
            <dd>
              {one.format(recipe.totals[n])} {tc('units.gram')}
            </dd>
          </div>
        ))}
      </dl>
      {missing ? <p className="muted small">{t('own.totalsZero')}</p> : null}
    </section>
  );
}
