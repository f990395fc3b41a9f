import type { ComponentType } from 'react';
import { listSlot } from '../../core/plugins';

/**
 * My profile's extension point (1-shell.txt, My profile): sections a plugin adds, below the
 * settings everyone has. The hormone plugin adds the menstrual cycle settings; its code and texts
 * stay in the plugin's own files, fetched only by organisations that have it on.
 */
export const profileSections = listSlot<ComponentType<Record<string, never>>>('profile.sections');
