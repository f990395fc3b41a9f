import { lazy } from 'react';
import { preloadDialog } from '../../../ui/components/Dialog';
import { whenIdle } from '../../../ui/whenIdle';

/*
 * The diary's dialogs are chunks of their own (the quick add's form brings react-hook-form and its
 * zod resolver): the diary shows without them, and their opener fetches them as it is pointed at,
 * touched or focused, so the click or key press that follows opens the dialog at once.
 */
const loadQuickAdd = () => import('./QuickAddDialog');
const loadNote = () => import('./NoteDialog');
const loadFoodAmount = () => import('./FoodAmountDialog');

export const QuickAddDialog = lazy(() => loadQuickAdd().then((m) => ({ default: m.QuickAddDialog })));
export const NoteDialog = lazy(() => loadNote().then((m) => ({ default: m.NoteDialog })));
export const FoodAmountDialog = lazy(() => loadFoodAmount().then((m) => ({ default: m.FoodAmountDialog })));

const preloading = (load: () => Promise<unknown>) => () => {
  preloadDialog();
  void load();
};

/** Props for an opener: fetch the dialog's code ahead of the click or key press. */
const preloadOn = (preload: () => void) => ({ onPointerEnter: preload, onPointerDown: preload, onFocus: preload });

export const preloadQuickAdd = preloadOn(preloading(loadQuickAdd));
export const preloadNote = preloadOn(preloading(loadNote));
export const preloadFoodAmount = preloadOn(preloading(loadFoodAmount));
/** The confirmation to delete: the dialog library only (its content is the row's own). */
export const preloadConfirm = preloadOn(preloadDialog);

/**
 * Every diary dialog's code, fetched once the diary has drawn and the browser is idle: an opener
 * pointed at after the network dropped, on a device whose service worker has not precached them
 * (or that has none), still opens its dialog.
 */
export function preloadDiaryDialogs(): () => void {
  const load = () => {
    preloadDialog();
    for (const chunk of [loadQuickAdd, loadNote, loadFoodAmount]) void chunk().catch(() => undefined);
  };
  return whenIdle(load, { timeout: 5_000, fallback: 1_000 });
}
