import { useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { textOf } from './i18n';

/** The not-found page's title. */
export const NOT_FOUND_TITLE = 'common:titles.notFound';

/** Sets the document's title from a page's title key ('Planner · Forkcast'), again when the language changes. */
export function usePageTitle(key: string): void {
  const { t, i18n } = useTranslation('common');
  useEffect(() => {
    document.title = t('titles.page', { page: textOf(i18n, key), appName: t('appName') });
  }, [key, t, i18n, i18n.language]);
}

/**
 * A navigation moves focus to the new page's heading, so a screen reader announces the page. The
 * very first load leaves focus where the browser puts it.
 */
export function PageAnnouncer() {
  const router = useRouter();
  useEffect(() => {
    let stop = () => {};
    const unsubscribe = router.subscribe('onResolved', ({ fromLocation, pathChanged }) => {
      stop();
      if (fromLocation && pathChanged) stop = focusHeadingWhenShown();
    });
    return () => {
      stop();
      unsubscribe();
    };
  }, [router]);
  return null;
}

/** The screen may still be rendering (or loading its data): focus its h1 as soon as there is one. */
function focusHeadingWhenShown(): () => void {
  const main = document.getElementById('main');
  if (!main) return () => {};
  const focus = () => {
    const heading = main.querySelector<HTMLElement>('h1');
    if (!heading) return false;
    if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
    heading.focus({ preventScroll: false });
    return true;
  };
  if (focus()) return () => {};
  const observer = new MutationObserver(() => {
    if (focus()) stop();
  });
  // A screen that never shows a heading does not keep an observer alive.
  const giveUp = window.setTimeout(() => stop(), 10_000);
  const stop = () => {
    observer.disconnect();
    window.clearTimeout(giveUp);
  };
  observer.observe(main, { childList: true, subtree: true });
  return stop;
}
