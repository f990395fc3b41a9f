import { useTranslation } from 'react-i18next';
import type { RecipeFacts } from '../../features/recipes/slots';

const isHormoneRecipe = (recipe: RecipeFacts) => recipe.tags.includes('HORMONE');

/** The indicator on a card of a recipe tagged HORMONE (3-daily-use.txt section 4). */
export function HormoneBadge({ recipe }: { recipe: RecipeFacts }) {
  const { t } = useTranslation('hormones');
  return isHormoneRecipe(recipe) ? <span className="badge hormone-badge">{t('badge')}</span> : null;
}

/** The info box in the detail of a recipe tagged HORMONE. */
export function HormoneInfoBox({ recipe }: { recipe: RecipeFacts }) {
  const { t } = useTranslation('hormones');
  if (!isHormoneRecipe(recipe)) return null;
  return (
    <aside className="card hormone-info" aria-labelledby={`hormone-info-${recipe.id}`}>
      <h2 id={`hormone-info-${recipe.id}`}>{t('info.title')}</h2>
      <p>{t('info.text')}</p>
    </aside>
  );
}
