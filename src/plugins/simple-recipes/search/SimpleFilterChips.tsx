import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../ui/icons';
import type { FilterChip } from './filters';

const CLOSE = 'M19 6.41 17.59 5 12 10.59 6.41 5 5 6.41 10.59 12 5 17.59 6.41 19 12 13.41 17.59 19 19 17.59 13.41 12z';

/** The active filters as chips, each with a close icon that takes it back, and Clear for them all. */
export function SimpleFilterChips({
  chips,
  tagName,
  onRemove,
  onClear,
  fallbackFocus,
}: {
  chips: readonly FilterChip[];
  tagName: (tag: string) => string;
  onRemove: (chip: FilterChip) => void;
  onClear: () => void;
  /** Where focus goes when the last chip leaves (the Filter button). */
  fallbackFocus: HTMLElement | null;
}) {
  const { t } = useTranslation('simpleRecipes');
  const group = useRef<HTMLDivElement>(null);
  if (chips.length === 0) return null;
  // A removed chip takes its focused button with it: focus moves to the next chip, else the Filter button.
  const refocus = (index: number) =>
    requestAnimationFrame(() => {
      const buttons = group.current?.querySelectorAll<HTMLButtonElement>('.simple-chip-remove') ?? [];
      (buttons[Math.min(index, buttons.length - 1)] ?? fallbackFocus)?.focus();
    });
  const label = (chip: FilterChip) => {
    switch (chip.kind) {
      case 'favourites':
        return t('filters.favourites');
      case 'mealType':
        return t(`filters.mealTypes.${chip.mealType}`);
      case 'time':
        return t('filters.upTo', { minutes: chip.minutes });
      case 'tag':
        return tagName(chip.tag);
    }
  };
  return (
    <div className="simple-chips" ref={group} role="group" aria-label={t('filters.active')}>
      <ul className="chips">
        {chips.map((chip, index) => {
          const name = label(chip);
          return (
            <li
              key={chip.kind === 'tag' ? `tag:${chip.tag}` : chip.kind === 'mealType' ? chip.mealType : chip.kind}
              className="chip simple-chip"
              data-testid="filter-chip"
            >
              <span>{name}</span>
              <button
                type="button"
                className="simple-chip-remove"
                aria-label={t('filters.remove', { name })}
                onClick={() => {
                  onRemove(chip);
                  refocus(index);
                }}
              >
                <Icon d={CLOSE} size={18} />
              </button>
            </li>
          );
        })}
      </ul>
      <button
        type="button"
        className="button button-link simple-chips-clear"
        onClick={() => {
          onClear();
          requestAnimationFrame(() => fallbackFocus?.focus());
        }}
      >
        {t('filters.clearAll')}
      </button>
    </div>
  );
}
