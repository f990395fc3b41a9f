import { format } from 'date-fns';
import { useEffect, useState } from 'react';
import { deviceCache } from '../../../core/deviceCache';
import { diaryProjection } from '../../../features/diary/projection';
import { useProjection, useServices } from '../../../ui/services';
import { keepSimpleRecipes, plannedSimpleIds } from '../detail/simpleRecipeCache';

/**
 * Shows nothing: while the diary is open and the device online, it fetches ahead the simple
 * recipes planned from today through the next six days, so their details open offline. It sits in
 * the diary's day actions, the diary's one place for a plugin's part of the day.
 */
export function KeepPlannedSimpleRecipes() {
  const { api, i18n } = useServices();
  const diary = useProjection(diaryProjection);
  const [today] = useState(() => format(new Date(), 'yyyy-MM-dd'));
  const ids = plannedSimpleIds(diary, today).join(',');
  const language = i18n.language;
  const [online, setOnline] = useState(() => navigator.onLine);
  useEffect(() => {
    const on = () => setOnline(true);
    const off = () => setOnline(false);
    window.addEventListener('online', on);
    window.addEventListener('offline', off);
    return () => {
      window.removeEventListener('online', on);
      window.removeEventListener('offline', off);
    };
  }, []);
  useEffect(() => {
    if (!online || !ids) return;
    const stop = new AbortController();
    void keepSimpleRecipes(api, deviceCache(), { ids: ids.split(','), language, now: Date.now, signal: stop.signal });
    return () => stop.abort();
  }, [api, ids, language, online]);
  return null;
}
