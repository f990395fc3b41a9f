import { memo, useState } from 'react';
import { useDispatch, useServices } from '../../../ui/services';
import { markItem } from '../commands';
import { useFixedT } from '../../../ui/useFixedT';

/** The check circle spins at least this long, so a tap always reads as done (3-daily-use.txt section 9). */
const MARK_SPINNER_MS = 750;

/**
 * An item's check circle: a tap marks it eaten, or planned again. Its own component, so the
 * spinner's start and end render the circle, not the whole row around it.
 */
export const CheckCircle = memo(function CheckCircle({
  itemId,
  eaten,
  name,
}: {
  itemId: string;
  eaten: boolean;
  name: string;
}) {
  const { t } = useFixedT('diary');
  const dispatch = useDispatch();
  const { alerts } = useServices();
  const [marking, setMarking] = useState(false);
  const toggle = async () => {
    setMarking(true);
    const [result] = await Promise.all([
      dispatch(markItem.create({ itemId, status: eaten ? 'PLANNED' : 'EATEN' })),
      new Promise((r) => setTimeout(r, MARK_SPINNER_MS)),
    ]);
    setMarking(false);
    if (!result.ok) alerts.raise({ key: result.error.messageKey });
  };
  return (
    <button
      type="button"
      className="check-circle"
      aria-pressed={eaten}
      aria-busy={marking}
      disabled={marking}
      aria-label={t(eaten ? 'item.markPlanned' : 'item.markEaten', { name })}
      onClick={() => void toggle()}
    >
      {marking ? <span className="spinner" aria-hidden="true" /> : <span aria-hidden="true">{eaten ? '✓' : ''}</span>}
    </button>
  );
});
