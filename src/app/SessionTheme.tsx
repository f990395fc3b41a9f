import { useEffect, useMemo } from 'react';
import { themeSlot, themeTokens, type ThemeInput, type ThemeSeed } from '../core/theme';
import { planningProfileProjection } from '../features/profile/planningProfile';
import { useProjection, type Session } from '../ui/services';
import { applyTheme } from '../ui/theme';
import { useFolded } from '../ui/useFolded';

/** The organisation's colour, folded through the plugins (the hormone theme) with the person's plan type. */
export function SessionTheme({ session }: { session: Session }) {
  const { nutrition } = useProjection(planningProfileProjection);
  const primary = session.user.organisation.primary_colour ?? null;
  const seed = useMemo<ThemeSeed>(() => ({ primary }), [primary]);
  const planType = nutrition?.plan ?? null;
  const hasMenstrualPlan = Boolean(nutrition?.cycle);
  const input = useMemo<ThemeInput>(() => ({ planType, hasMenstrualPlan }), [planType, hasMenstrualPlan]);
  const folded = useFolded(session.plugins, themeSlot, seed, input);
  useEffect(() => applyTheme(themeTokens(folded)), [folded]);
  return null;
}
