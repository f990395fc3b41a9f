import { Icon } from '../../../ui/icons';

/** Material-style pictures for the tour's slides: a target, the calendar, a check, a basket. */
const tourPaths = [
  'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm0 18a8 8 0 1 1 0-16 8 8 0 0 1 0 16zm0-14a6 6 0 1 0 0 12 6 6 0 0 0 0-12zm0 10a4 4 0 1 1 0-8 4 4 0 0 1 0 8zm0-6a2 2 0 1 0 0 4 2 2 0 0 0 0-4z',
  'M7 2v2H5a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2V6a2 2 0 0 0-2-2h-2V2h-2v2H9V2H7zm-2 7h14v11H5V9zm2 2v2h2v-2H7zm4 0v2h2v-2h-2zm4 0v2h2v-2h-2z',
  'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm-2 15-5-5 1.4-1.4 3.6 3.6 7.6-7.6L19 8l-9 9z',
  'M17.2 9 12.8 2.4a1 1 0 0 0-1.6 0L6.8 9H2a1 1 0 0 0-1 1.3l2.5 9.3A2 2 0 0 0 5.5 21h13a2 2 0 0 0 2-1.4l2.5-9.3A1 1 0 0 0 22 9h-4.8zM9 9l3-4.4L15 9H9zm3 8a2 2 0 1 1 0-4 2 2 0 0 1 0 4z',
] as const;

export const TourIcon = ({ slide }: { slide: number }) => <Icon d={tourPaths[slide] ?? tourPaths[0]} size={56} />;
