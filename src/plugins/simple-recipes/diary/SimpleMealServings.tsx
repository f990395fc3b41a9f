import type { DiaryItemProps } from '../../../features/diary/slots';
import { ServingsControl } from '../detail/ServingsControl';
import { useServingsSaver } from '../detail/useServingsSaver';

/**
 * A planned simple meal's servings under its name in the diary (3-daily-use.txt section 4): the
 * same second's wait and lock as in its detail; disabled where the diary cannot be changed.
 */
export function SimpleMealServings(props: DiaryItemProps) {
  return props.item.recipe?.kind === 'SIMPLE' ? <Servings {...props} /> : null;
}

function Servings({ item, name, editable }: DiaryItemProps) {
  const { state, change } = useServingsSaver(item.id, item.recipe?.portionsMultiplier ?? 1);
  return (
    <ServingsControl
      compact
      name={name}
      servings={state.servings}
      onChange={change}
      disabled={!editable || state.locked}
      status={state.status}
    />
  );
}
