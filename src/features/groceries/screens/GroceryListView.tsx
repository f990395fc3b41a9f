import { useId, useOptimistic, useState, useTransition } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../ui/icons';
import { useDispatch, useServices } from '../../../ui/services';
import { addGroceryItem, checkGroceryItem, removeGroceryItem } from '../commands';
import { GROCERY_ITEM_NAME_MAX } from '../events';
import { formatGroceryAmount, type GroceryMeasure } from '../groceryUnits';
import type { GroceryItem, GroceryList } from '../projection';
import { groupByCategory } from './groups';

const CLOSE_ICON =
  'M19 6.41 17.59 5 12 10.59 6.41 5 5 6.41 10.59 12 5 17.59 6.41 19 12 13.41 17.59 19 19 17.59 13.41 12z';

/**
 * The newest list: its items under their categories in the shop's order, each a checkbox (a tap
 * ticks it or takes the tick back; a ticked item stays where it is, struck through), its amount in
 * the person's units, a way to remove it, and a field to add an item of one's own.
 */
export function GroceryListView({
  list,
  units,
  explained,
}: {
  list: GroceryList;
  units: GroceryMeasure;
  /** An empty list's emptiness is already explained (recipes this device could not read). */
  explained: boolean;
}) {
  const { t, i18n } = useTranslation('groceries');
  const language = i18n.language === 'nl' ? 'nl' : 'en';
  const groups = groupByCategory(list.items);
  const checked = list.items.filter((item) => item.checked).length;

  return (
    <>
      <AddItemForm listId={list.listId} />
      {list.items.length === 0 ? (
        explained ? null : (
          <p className="muted">{t('emptyList')}</p>
        )
      ) : (
        <p className="muted grocery-progress">{t('progress', { checked, total: list.items.length })}</p>
      )}
      <div className="grocery-groups">
        {groups.map(({ category, items }) => (
          <section key={category} className="card grocery-group" aria-labelledby={`grocery-${category}`}>
            <h2 id={`grocery-${category}`}>{t(`categories.${category}`)}</h2>
            <ul className="grocery-items">
              {items.map((item) => (
                <GroceryRow
                  key={item.itemId}
                  listId={list.listId}
                  item={item}
                  name={item.name[language]}
                  amount={formatGroceryAmount(item, { units, language })}
                />
              ))}
            </ul>
          </section>
        ))}
      </div>
    </>
  );
}

function GroceryRow({
  listId,
  item,
  name,
  amount,
}: {
  listId: string;
  item: GroceryItem;
  name: string;
  amount: string;
}) {
  const { t } = useTranslation('groceries');
  const dispatch = useDispatch();
  const { alerts } = useServices();
  const id = useId();
  // The tick shows at once, while its event is stored: a controlled checkbox would spring back until then.
  const [checked, showChecked] = useOptimistic(item.checked);
  // Busy until the tick is stored: only then would a reload or a crash keep it.
  const [storing, startTransition] = useTransition();
  const run = async (command: Parameters<typeof dispatch>[0]) => {
    try {
      const result = await dispatch(command);
      if (!result.ok) alerts.raise({ key: result.error.messageKey });
    } catch {
      // The device could not store it (a full or broken IndexedDB): said, and the tick shown as it is.
      alerts.raise({ key: 'common:errors.storage' });
    }
  };
  const tick = (next: boolean) =>
    startTransition(async () => {
      showChecked(next);
      await run(checkGroceryItem.create({ listId, itemId: item.itemId, checked: next }));
    });
  return (
    <li
      className={checked ? 'grocery-item checked' : 'grocery-item'}
      data-testid="grocery-item"
      aria-busy={storing || undefined}
    >
      <input id={id} type="checkbox" checked={checked} onChange={(e) => tick(e.target.checked)} />
      <label htmlFor={id} className="grocery-label">
        <span className="grocery-name">{name}</span>
        {/* A space, so the checkbox's name reads 'Milk 1 l', not 'Milk1 l'. */}
        {amount ? (
          <>
            {' '}
            <span className="grocery-amount">{amount}</span>
          </>
        ) : null}
      </label>
      <button
        type="button"
        className="icon-button grocery-remove"
        aria-label={t('item.remove', { name })}
        onClick={() => void run(removeGroceryItem.create({ listId, itemId: item.itemId }))}
      >
        <Icon d={CLOSE_ICON} size={20} />
      </button>
    </li>
  );
}

/** An item of one's own, under Other; what is wrong with it is said under the field and nothing changes. */
function AddItemForm({ listId }: { listId: string }) {
  const { t } = useTranslation('groceries');
  const { t: common } = useTranslation('common');
  const dispatch = useDispatch();
  const id = useId();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);

  const add = async () => {
    const checked = addGroceryItem.schema.safeParse({ listId, name });
    if (!checked.success)
      return setError(
        t((checked.error.issues[0]?.message ?? 'groceries:errors.nameTooLong') as 'errors.nameTooLong', {
          max: GROCERY_ITEM_NAME_MAX,
        }),
      );
    const result = await dispatch(addGroceryItem.create({ listId, name })).catch(() => null);
    if (!result) return setError(common('errors.storage'));
    if (!result.ok) return setError(t(result.error.messageKey as 'errors.nameRequired', result.error.params ?? {}));
    setName('');
    setError(null);
  };

  return (
    <form
      className="grocery-add"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void add();
      }}
    >
      <div className="field">
        <label htmlFor={id}>{t('add.label')}</label>
        <div className="field-control">
          <input
            id={id}
            value={name}
            placeholder={t('add.placeholder')}
            autoComplete="off"
            enterKeyHint="done"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            onChange={(e) => {
              setError(null);
              setName(e.target.value);
            }}
          />
          <button type="submit" className="button button-primary">
            {t('add.button')}
          </button>
        </div>
        {error ? (
          <p id={`${id}-error`} className="field-error" role="alert">
            {error}
          </p>
        ) : null}
      </div>
    </form>
  );
}
