import { z } from 'zod';
import type { Organisation } from '../../core/api/user';

/** The branding form's colour when the organisation has none (1-shell.txt section 9). */
export const DEFAULT_BRAND_COLOUR = '#00bcd4';
/** Logos are at most 1,000,000 bytes (1-shell.txt sections 5 and 9); the server checks it too. */
export const LOGO_MAX_BYTES = 1_000_000;
/** What the server recognises by its bytes (server/organisations/logo.ts). */
export const LOGO_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export const NAME_MAX_LENGTH = 100;

/**
 * The logo as the form holds it: the organisation's current one (its address, or none), a file
 * just chosen (read as a data URL only when it may be sent), or removed.
 */
export type LogoChoice =
  | { readonly kind: 'current'; readonly url: string | null }
  | {
      readonly kind: 'chosen';
      readonly fileName: string;
      readonly dataUrl: string;
      readonly size: number;
      readonly type: string;
    }
  | { readonly kind: 'removed' };

export interface BrandingValues {
  readonly name: string;
  readonly primaryColour: string;
  readonly logo: LogoChoice;
  /** The organisation has no colour of its own yet: the form's default goes with the first save. */
  readonly colourUnset?: boolean;
}

/** What PATCH users/organisation/{id}/ takes: only what changed, the logo only when a new one was chosen or removed. */
export interface BrandingChanges {
  name?: string;
  primary_colour?: string;
  logo?: string | null;
}

/** The form's first values: the organisation as it is, #00bcd4 when it has no colour. */
export const brandingValuesOf = (organisation: Organisation): BrandingValues => ({
  name: organisation.name,
  primaryColour: organisation.primary_colour ?? DEFAULT_BRAND_COLOUR,
  logo: { kind: 'current', url: organisation.logo },
  ...(organisation.primary_colour === null ? { colourUnset: true } : {}),
});

const COLOUR = /^#[0-9a-f]{6}$/i;

/** A colour as the colour picker and the server keep it: #rrggbb in lower case, or null when it is not one. */
export const normalColour = (typed: string): string | null => {
  const trimmed = typed.trim();
  const hex = trimmed.startsWith('#') ? trimmed : `#${trimmed}`;
  return COLOUR.test(hex) ? hex.toLowerCase() : null;
};

/**
 * The rules of 1-shell.txt section 5: the name is required (trimmed), the colour is required and a
 * #rrggbb colour, a chosen logo is a PNG, JPEG or WebP of at most 1,000,000 bytes. Messages are
 * keys of branding.json.
 */
export const brandingSchema = z.object({
  name: z.string().trim().min(1, 'errors.nameRequired').max(NAME_MAX_LENGTH, 'errors.nameTooLong'),
  primaryColour: z
    .string()
    .trim()
    .min(1, 'errors.colourRequired')
    .refine((typed) => typed === '' || normalColour(typed) !== null, 'errors.colourInvalid'),
  logo: z.custom<LogoChoice>().superRefine((logo, context) => {
    if (logo.kind !== 'chosen') return;
    if (logo.size > LOGO_MAX_BYTES) context.addIssue({ code: 'custom', message: 'errors.logoTooBig' });
    else if (!(LOGO_TYPES as readonly string[]).includes(logo.type))
      context.addIssue({ code: 'custom', message: 'errors.logoType' });
  }),
});

/**
 * What the save sends for values that passed the rules: the fields that differ from the
 * organisation's, nothing when nothing does (Save stays off then).
 */
export function brandingChanges(initial: BrandingValues, values: BrandingValues): BrandingChanges {
  const changes: BrandingChanges = {};
  const name = values.name.trim();
  if (name !== initial.name.trim()) changes.name = name;
  const colour = normalColour(values.primaryColour) ?? values.primaryColour.trim();
  if (colour !== normalColour(initial.primaryColour)) changes.primary_colour = colour;
  if (values.logo.kind === 'chosen') changes.logo = values.logo.dataUrl;
  else if (values.logo.kind === 'removed' && initial.logo.kind === 'current' && initial.logo.url !== null)
    changes.logo = null;
  // What the form showed is what is kept: a save of anything stores the default colour too.
  if (initial.colourUnset && Object.keys(changes).length > 0) changes.primary_colour ??= colour;
  return changes;
}

/** Save is on when the values pass the rules and something differs from the organisation. */
export function canSave(initial: BrandingValues, values: BrandingValues): boolean {
  return brandingSchema.safeParse(values).success && Object.keys(brandingChanges(initial, values)).length > 0;
}

/** The logo the preview shows: a chosen file's data (when it may be sent), else the current one. */
export function previewLogo(logo: LogoChoice): string | null {
  if (logo.kind === 'current') return logo.url;
  if (logo.kind === 'chosen') return logo.dataUrl || null;
  return null;
}
