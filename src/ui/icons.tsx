import type { BuiltTab } from './tabs';

const paths: Record<BuiltTab, string> = {
  diary: 'M7 2v2H5a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2V6a2 2 0 0 0-2-2h-2V2h-2v2H9V2H7zm-2 7h14v11H5V9zm2 2v2h2v-2H7zm4 0v2h2v-2h-2zm4 0v2h2v-2h-2z',
  profile: 'M12 12a5 5 0 1 0 0-10 5 5 0 0 0 0 10zm0 2c-4.4 0-8 2.2-8 5v3h16v-3c0-2.8-3.6-5-8-5z',
  clients: 'M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8zm8 0a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM9 13c-3.3 0-7 1.7-7 4.5V20h14v-2.5C16 14.7 12.3 13 9 13zm8 0c-.5 0-1 0-1.5.1 1.5 1.1 2.5 2.6 2.5 4.4V20h5v-2.5c0-2.6-3.3-4.5-6-4.5z',
};

/** A 24-unit Material-style picture, decorative: the control that holds it carries the name. */
export function Icon({ d, size = 24 }: { d: string; size?: number }) {
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" focusable="false">
      <path d={d} fill="currentColor" />
    </svg>
  );
}

export const TabIcon = ({ tab }: { tab: BuiltTab }) => <Icon d={paths[tab]} />;

/** Material-style pictures for the tour's slides: a target, the calendar, a check, a basket. */
const tourPaths = [
  'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm0 18a8 8 0 1 1 0-16 8 8 0 0 1 0 16zm0-14a6 6 0 1 0 0 12 6 6 0 0 0 0-12zm0 10a4 4 0 1 1 0-8 4 4 0 0 1 0 8zm0-6a2 2 0 1 0 0 4 2 2 0 0 0 0-4z',
  paths.diary,
  'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm-2 15-5-5 1.4-1.4 3.6 3.6 7.6-7.6L19 8l-9 9z',
  'M17.2 9 12.8 2.4a1 1 0 0 0-1.6 0L6.8 9H2a1 1 0 0 0-1 1.3l2.5 9.3A2 2 0 0 0 5.5 21h13a2 2 0 0 0 2-1.4l2.5-9.3A1 1 0 0 0 22 9h-4.8zM9 9l3-4.4L15 9H9zm3 8a2 2 0 1 1 0-4 2 2 0 0 1 0 4z',
] as const;

export const TourIcon = ({ slide }: { slide: number }) => <Icon d={tourPaths[slide] ?? tourPaths[0]} size={56} />;
