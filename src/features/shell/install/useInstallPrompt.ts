import { useEffect, useState } from 'react';
import type { InstallPromptEvent } from './installGuide';

/**
 * The browser's install prompt, kept while the screen is open (beforeinstallprompt, where the
 * browser has it), and a way to show it. A prompt that fails or is dismissed is ignored: the
 * written steps stay on the screen.
 */
export function useInstallPrompt(): { available: boolean; installed: boolean; install: () => Promise<void> } {
  const [prompt, setPrompt] = useState<InstallPromptEvent | null>(null);
  const [installed, setInstalled] = useState(false);
  useEffect(() => {
    const keep = (event: Event) => {
      event.preventDefault();
      setPrompt(event as InstallPromptEvent);
    };
    const done = () => {
      setInstalled(true);
      setPrompt(null);
    };
    window.addEventListener('beforeinstallprompt', keep);
    window.addEventListener('appinstalled', done);
    return () => {
      window.removeEventListener('beforeinstallprompt', keep);
      window.removeEventListener('appinstalled', done);
    };
  }, []);
  return {
    available: prompt !== null,
    installed,
    async install() {
      if (!prompt) return;
      // A prompt can be shown once; whatever the answer, the written steps remain.
      setPrompt(null);
      await prompt.prompt().catch(() => undefined);
    },
  };
}
