import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The head of a screen opened from the diary (food, recipe): a way back and the screen's title.
 * The way back is the diary of `date` unless the screen gives its own (back to the search).
 */
export function DiaryPageHeader({ date, title, back }: { date: string | undefined; title: string; back?: ReactNode }) {
  const { t } = useTranslation('diary');
  return (
    <>
      {back ?? (
        <Link to="/diary" search={{ date }} className="button button-link back-link">
          ← {t('food.back')}
        </Link>
      )}
      <header className="screen-header">
        <h1>{title}</h1>
      </header>
    </>
  );
}
