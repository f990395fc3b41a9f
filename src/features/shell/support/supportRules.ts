/**
 * When the support button shows and where it leads (1-shell.txt sections 2 and 9). Pure, so the
 * rules are tested as a table; the button itself is loaded only where they say it shows.
 */

/** The screens that may carry the button. */
export type SupportScreen = 'login' | 'code' | 'profile';

/** Narrower than 1025 px (this part of the product has its own breakpoint). */
export const SUPPORT_MAX_WIDTH = 1024;
/** How long the help chat may take to load before the help site opens instead. */
export const CHAT_WAIT_MS = 5_000;
/** The help site when the organisation names none; a build may set its own (VITE_HELP_URL). */
export const DEFAULT_HELP_URL = 'https://help.forkcast.app';

/** The facts of the signed-in person the custom-launcher rule reads. */
export interface LauncherUser {
  readonly is_coach: boolean;
  readonly is_diy: boolean;
  readonly organisation: { readonly recipe_system_type: 'SIMPLE' | 'COMPLEX' };
}

/** The custom launcher (the button on My profile) is wanted by coaches, DIY users and simple-organisation users. */
export const wantsCustomLauncher = (user: LauncherUser): boolean =>
  user.is_coach || user.is_diy || user.organisation.recipe_system_type === 'SIMPLE';

/** Whether the support button shows on this screen at this width, for this person (profile only). */
export function showsSupportButton(screen: SupportScreen, width: number, user?: LauncherUser): boolean {
  if (!(width <= SUPPORT_MAX_WIDTH)) return false;
  if (screen === 'profile') return user !== undefined && wantsCustomLauncher(user);
  return true;
}

/** Where help is: the organisation's help chat (an https page) and its help site, else the default site. */
export interface HelpPlaces {
  readonly chat: string | null;
  readonly site: string;
}

const isWebAddress = (value: string | null | undefined): value is string =>
  typeof value === 'string' && /^https:\/\/\S+$/i.test(value) && URL.canParse(value);

export function helpPlacesOf(
  organisation: { readonly support_url?: string | null; readonly help_chat_url?: string | null } | undefined,
  fallback: string = DEFAULT_HELP_URL,
): HelpPlaces {
  return {
    chat: isWebAddress(organisation?.help_chat_url) ? organisation.help_chat_url : null,
    site: isWebAddress(organisation?.support_url) ? organisation.support_url : fallback,
  };
}
