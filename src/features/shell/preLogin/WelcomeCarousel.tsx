import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../ui/icons';
import { useShellTexts } from '../useShellTexts';
import { SLIDES, slideAfterKey, SWIPE_PX, type Slide } from './carouselSlides';
import '../shell.css';

const PICTURES: Readonly<Record<Slide, string>> = {
  welcome:
    'M12 2 4 5v6c0 5 3.4 9.7 8 11 4.6-1.3 8-6 8-11V5l-8-3zm-1.2 14.2-3.5-3.5 1.4-1.4 2.1 2.1 4.9-4.9 1.4 1.4-6.3 6.3z',
  recipes:
    'M8.1 13.3 10.9 10.5 3.9 3.5a4 4 0 0 0 0 5.7l4.2 4.1zm6.8-1.8c1.5.7 3.7.2 5.3-1.4 1.9-1.9 2.3-4.7.8-6.2-1.5-1.5-4.3-1.1-6.2.8-1.6 1.6-2.1 3.8-1.4 5.3L3.6 19.6 5 21l6.9-6.9L18.8 21l1.4-1.4-6.9-6.9 1.6-1.2z',
  research:
    'M19.8 18.4 14 10.7V6.5l1.4-1.6A.6.6 0 0 0 15 4H9a.6.6 0 0 0-.4 1l1.4 1.5v4.2l-5.8 7.7A1 1 0 0 0 5 20h14a1 1 0 0 0 .8-1.6z',
  planner:
    'M19 4h-1V2h-2v2H8V2H6v2H5a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2V6a2 2 0 0 0-2-2zm0 16H5V10h14v10zM7 12h5v5H7z',
  groceries:
    'M7 18a2 2 0 1 0 0 4 2 2 0 0 0 0-4zM1 2v2h2l3.6 7.6L5.2 14A2 2 0 0 0 7 17h12v-2H7.4a.3.3 0 0 1-.2-.4l.9-1.6h7.4a2 2 0 0 0 1.8-1l3.6-6.5A1 1 0 0 0 20 4H5.2l-.9-2H1zm16 16a2 2 0 1 0 0 4 2 2 0 0 0 0-4z',
};

/**
 * The pre-login carousel (WAI-ARIA's carousel pattern): one slide at a time, never turning by
 * itself; Previous and Next, a picker per slide, the arrow keys, Home and End, and a swipe. Skip,
 * or the last slide's button, ends it for good on this device.
 */
export default function WelcomeCarousel({ onDone }: { onDone: () => void }) {
  const ready = useShellTexts();
  const { t } = useTranslation('shell');
  const [index, setIndex] = useState(0);
  const swipeFrom = useRef<number | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (ready) heading.current?.focus();
  }, [ready]);
  if (!ready) return null;

  const slide = SLIDES[index]!;
  const last = index === SLIDES.length - 1;
  const onKeyDown = (event: KeyboardEvent) => {
    // The arrows turn slides unless a control that uses them has focus (none here does).
    const next = slideAfterKey(index, event.key);
    if (next === undefined) return;
    event.preventDefault();
    setIndex(next);
  };
  const onPointerDown = (event: PointerEvent) => {
    swipeFrom.current = event.clientX;
  };
  const onPointerUp = (event: PointerEvent) => {
    if (swipeFrom.current === null) return;
    const moved = event.clientX - swipeFrom.current;
    swipeFrom.current = null;
    if (Math.abs(moved) > SWIPE_PX) setIndex((i) => Math.min(Math.max(i + (moved < 0 ? 1 : -1), 0), SLIDES.length - 1));
  };

  return (
    <div className="screen welcome-screen">
      <h1 ref={heading} tabIndex={-1} className="visually-hidden">
        {t('carousel.title')}
      </h1>
      <section
        className="carousel"
        aria-roledescription="carousel"
        aria-label={t('carousel.label')}
        onKeyDown={onKeyDown}
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
      >
        <div className="carousel-top">
          <button type="button" className="button button-link" onClick={onDone}>
            {t('carousel.skip')}
          </button>
        </div>
        <div aria-live="polite">
          <div
            key={slide}
            className="carousel-slide"
            role="group"
            aria-roledescription="slide"
            aria-label={t('carousel.slideOf', { index: index + 1, count: SLIDES.length })}
          >
            <div className="carousel-picture" aria-hidden="true">
              <Icon d={PICTURES[slide]} size={96} />
            </div>
            <h2>{t(`carousel.slides.${slide}.title`)}</h2>
            <p>{t(`carousel.slides.${slide}.text`)}</p>
            {last ? (
              <button type="button" className="button button-primary" onClick={onDone}>
                {t('carousel.slides.groceries.button')}
              </button>
            ) : null}
          </div>
        </div>
        <div className="carousel-controls">
          <button
            type="button"
            className="button button-secondary"
            onClick={() => setIndex((index + SLIDES.length - 1) % SLIDES.length)}
          >
            {t('carousel.previous')}
          </button>
          <div className="carousel-dots">
            {SLIDES.map((name, i) => (
              <button
                key={name}
                type="button"
                className="carousel-dot"
                aria-label={t('carousel.goTo', { index: i + 1 })}
                aria-current={i === index ? 'true' : undefined}
                onClick={() => setIndex(i)}
              />
            ))}
          </div>
          <button
            type="button"
            className="button button-secondary"
            onClick={() => setIndex((index + 1) % SLIDES.length)}
          >
            {t('carousel.next')}
          </button>
        </div>
      </section>
    </div>
  );
}
