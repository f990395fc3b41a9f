import type { i18n } from 'i18next';
import type { TextsDeclaration } from '../core/feature';
import type { Kernel } from '../core/kernel';
import type { Language } from '../core/language';
import type { PluginTargets } from '../core/plugins';

/**
 * Where a session's plugins put what they bring: commands, event types and read models into the
 * session's kernel, texts into the running i18next instance (in the current language at once, in
 * another when the person switches). The shell passes this to createPluginHost.
 */
export function pluginTargetsFor(
  kernel: Pick<Kernel, 'addCommands' | 'addEvents' | 'addProjections'>,
  i18n: i18n,
): PluginTargets {
  const loading = new Set<Promise<void>>();
  const track = (work: Promise<void>) => {
    const tracked = work.finally(() => loading.delete(tracked));
    loading.add(tracked);
    return tracked;
  };
  return {
    addCommands: (commands) => kernel.addCommands(commands),
    addEvents: (events) => kernel.addEvents(events),
    addProjections: (projections) => kernel.addProjections(projections).dispose,
    addTexts(texts) {
      let removed = false;
      const added = new Set<Language>();
      const load = (language: string) => {
        if (!isLanguage(texts, language) || added.has(language)) return Promise.resolve();
        added.add(language);
        return track(
          texts.load[language]().then(({ default: bundle }) => {
            if (!removed) i18n.addResourceBundle(language, texts.namespace, bundle, true, true);
          }),
        );
      };
      const onLanguage = (language: string) => void load(language);
      void load(i18n.language);
      i18n.on('languageChanged', onLanguage);
      return () => {
        removed = true;
        i18n.off('languageChanged', onLanguage);
        for (const language of added) i18n.removeResourceBundle(language, texts.namespace);
      };
    },
    settled: async () => {
      await Promise.all(loading);
    },
  };
}

const isLanguage = (texts: TextsDeclaration, language: string): language is Language =>
  Object.hasOwn(texts.load, language);
