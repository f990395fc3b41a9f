import { useEffect, useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../ui/icons';
import type { SimpleCardData } from '../card/simpleCard';
import { SimpleRecipeCard } from '../card/SimpleRecipeCard';
import { carouselIndexAt, carouselOffset, carouselStep, carouselTrack } from './carousel';

const PREVIOUS = 'M15.41 7.41 14 6l-6 6 6 6 1.41-1.41L10.83 12z';
const NEXT = 'M10 6 8.59 7.41 13.17 12l-4.58 4.59L10 18l6-6z';
// Where 'scrollend' is missing, a scroll counts as settled after this long without another.
const SETTLE_MS = 150;
// How long a press's scroll may take before a settled copy is jumped back from anyway (a swipe took over).
const PRESS_MS = 1_500;

/**
 * The featured recipes as a carousel (3-daily-use.txt section 9): cards 172 wide, 204 apart, that
 * snap into place, padded with copies so it scrolls on past either end; once a scroll settles on a
 * copy it jumps, unseen, to the real card. Keyboard: Previous and Next buttons, and Tab through the
 * real cards (the copies are inert). Smooth scrolling only without a reduced-motion preference.
 */
export function FeaturedCarousel({ title, recipes }: { title: string; recipes: readonly SimpleCardData[] }) {
  const { t } = useTranslation('simpleRecipes');
  const track = carouselTrack(recipes);
  const scroller = useRef<HTMLDivElement>(null);
  const pressed = useRef<{ to: number; until: number } | null>(null);
  const real = recipes.length;
  const { start, entries } = track;

  // Starts on the first real card (and again when the list changes).
  useLayoutEffect(() => {
    // Instant: the track scrolls smoothly by its style, and a start still on its way would be read
    // as another card by a quick first press.
    scroller.current?.scrollTo({ left: carouselOffset(start), behavior: 'instant' });
  }, [start, real]);

  useEffect(() => {
    const element = scroller.current;
    if (!element) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const settle = () => {
      const index = carouselIndexAt(element.scrollLeft, entries.length);
      // A press of Previous or Next is on its way to a real card: the unseen jump that starts it
      // settles on a copy, and jumping back from there would undo the press.
      const press = pressed.current;
      if (press && Date.now() < press.until && index !== press.to) return;
      pressed.current = null;
      const entry = entries[index];
      if (entry?.copy) element.scrollTo({ left: carouselOffset(entry.realIndex), behavior: 'instant' });
    };
    const supportsEnd = 'onscrollend' in window;
    const onScroll = () => {
      clearTimeout(timer);
      timer = setTimeout(settle, SETTLE_MS);
    };
    element.addEventListener(supportsEnd ? 'scrollend' : 'scroll', supportsEnd ? settle : onScroll);
    return () => {
      clearTimeout(timer);
      element.removeEventListener(supportsEnd ? 'scrollend' : 'scroll', supportsEnd ? settle : onScroll);
    };
  }, [entries]);

  const step = (direction: 1 | -1) => {
    const element = scroller.current;
    if (!element) return;
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    // A second press while the first still moves counts from where the first is going.
    const press = pressed.current;
    const here = press && Date.now() < press.until ? press.to : carouselIndexAt(element.scrollLeft, entries.length);
    const { from, to } = carouselStep(track, here, direction);
    pressed.current = { to, until: Date.now() + PRESS_MS };
    if (from !== here) element.scrollTo({ left: carouselOffset(from), behavior: 'instant' });
    element.scrollTo({ left: carouselOffset(to), behavior: reduced ? 'instant' : 'smooth' });
  };

  if (real === 0) return null;
  return (
    <section
      className="simple-carousel"
      aria-roledescription={t('inspiration.carousel')}
      aria-labelledby="simple-featured"
    >
      <div className="simple-section-head">
        <h2 id="simple-featured">{title}</h2>
        <div className="simple-carousel-buttons">
          <button type="button" className="icon-button" aria-label={t('inspiration.previous')} onClick={() => step(-1)}>
            <Icon d={PREVIOUS} />
          </button>
          <button type="button" className="icon-button" aria-label={t('inspiration.next')} onClick={() => step(1)}>
            <Icon d={NEXT} />
          </button>
        </div>
      </div>
      <div className="simple-carousel-track" ref={scroller} data-testid="featured-carousel">
        {entries.map((entry, index) =>
          entry.copy ? (
            <div key={entry.key} className="simple-carousel-slide" aria-hidden="true" inert>
              <SimpleRecipeCard recipe={entry.item} copy />
            </div>
          ) : (
            <div
              key={entry.key}
              className="simple-carousel-slide"
              role="group"
              aria-roledescription={t('inspiration.slide')}
              aria-label={t('inspiration.slideLabel', { index: index - start + 1, count: real, name: entry.item.name })}
            >
              <SimpleRecipeCard recipe={entry.item} />
            </div>
          ),
        )}
      </div>
    </section>
  );
}
