import { useEffect, useRef } from 'react';

/**
 * The sentinel after a grid's last card, and the button that does the same by hand (keyboards): the
 * next page is asked for once the sentinel comes within `threshold` screen heights of the fold.
 */
export function MoreRecipes({
  loadMore,
  loadingMore,
  threshold,
  label,
  busyLabel,
}: {
  loadMore: () => void;
  loadingMore: boolean;
  threshold: number;
  label: string;
  busyLabel: string;
}) {
  const sentinel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = sentinel.current;
    if (!element || loadingMore || typeof IntersectionObserver === 'undefined') return;
    // The viewport grown by the threshold: the sentinel 'comes within' it that far below the fold.
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && loadMore(), {
      rootMargin: `0px 0px ${Math.round(threshold * 100)}% 0px`,
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [loadMore, loadingMore, threshold]);
  return (
    <div className="recipe-more" ref={sentinel}>
      <button type="button" className="button button-secondary" disabled={loadingMore} onClick={loadMore}>
        {loadingMore ? busyLabel : label}
      </button>
    </div>
  );
}
