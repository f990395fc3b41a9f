import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../ui/icons';
import { openLink } from '../../../ui/openLink';
import { useServices } from '../../../ui/services';
import { useShellTexts } from '../useShellTexts';
import { HelpChatDialog } from './HelpChatDialog';
import { helpPlacesOf } from './supportRules';
import '../shell.css';

const HELP_ICON =
  'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm1 17h-2v-2h2v2zm2.07-7.75-.9.92C13.45 12.9 13 13.5 13 15h-2v-.5c0-1.1.45-2.1 1.17-2.83l1.24-1.26A1.99 1.99 0 0 0 12 7a2 2 0 0 0-2 2H8a4 4 0 1 1 8 0c0 .88-.36 1.68-.93 2.25z';

/**
 * The floating support button: the organisation's help chat when it has one (HelpChatDialog waits
 * for it up to 5 s), else its help site, or the default one, in a new window.
 */
export default function SupportButton({
  organisation,
}: {
  organisation?: { readonly support_url?: string | null; readonly help_chat_url?: string | null } | undefined;
}) {
  const ready = useShellTexts();
  const { t } = useTranslation('shell');
  const { alerts } = useServices();
  const [chatOpener, setChatOpener] = useState<HTMLElement | null>(null);
  if (!ready) return null;
  const places = helpPlacesOf(organisation, import.meta.env.VITE_HELP_URL);
  const openSite = () => {
    if (!openLink(places.site)) alerts.raise({ text: t('links.failed') });
  };

  return (
    <>
      <button
        type="button"
        className="support-fab"
        aria-label={t('support.button')}
        title={t('support.button')}
        onClick={(event) => (places.chat ? setChatOpener(event.currentTarget) : openSite())}
      >
        <Icon d={HELP_ICON} size={28} />
      </button>
      {places.chat && chatOpener ? (
        <HelpChatDialog
          chat={places.chat}
          site={places.site}
          returnFocusTo={chatOpener}
          onClose={() => setChatOpener(null)}
        />
      ) : null}
    </>
  );
}
