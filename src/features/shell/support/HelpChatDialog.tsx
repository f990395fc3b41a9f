import { useEffect, useEffectEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog, DialogClose } from '../../../ui/components/Dialog';
import { openLink } from '../../../ui/openLink';
import { CHAT_WAIT_MS } from './supportRules';

/**
 * The organisation's help chat, its page in a frame. If the page has not loaded within 5 seconds
 * the help site opens in a new window instead and the problem is reported; when the browser
 * blocks that window (it is no longer the person's tap), the dialog says so and offers the link.
 */
export function HelpChatDialog({
  chat,
  site,
  returnFocusTo,
  onClose,
}: {
  chat: string;
  site: string;
  returnFocusTo: HTMLElement | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('shell');
  const [state, setState] = useState<'loading' | 'loaded' | 'blocked'>('loading');

  // The wait starts once, when the dialog opens: a parent's new render does not restart it.
  const giveUp = useEffectEvent(() => {
    console.warn(`The help chat did not load within ${CHAT_WAIT_MS / 1000} s; opening the help site`, chat);
    if (openLink(site)) onClose();
    else setState('blocked');
  });
  const loading = state === 'loading';
  useEffect(() => {
    if (!loading) return;
    const timer = window.setTimeout(giveUp, CHAT_WAIT_MS);
    return () => window.clearTimeout(timer);
  }, [loading]);

  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t('support.chatTitle')}
      returnFocusTo={returnFocusTo}
    >
      {state === 'blocked' ? (
        <p className="field-error" role="alert">
          {t('links.failed')}
        </p>
      ) : null}
      {state === 'loading' ? (
        <p className="muted" role="status">
          {t('support.chatLoading')}
        </p>
      ) : null}
      {state !== 'blocked' ? (
        <iframe
          className="help-chat-frame"
          src={chat}
          title={t('support.chatTitle')}
          sandbox="allow-scripts allow-same-origin allow-forms allow-popups"
          referrerPolicy="no-referrer"
          onLoad={() => setState('loaded')}
        />
      ) : null}
      <div className="dialog-actions">
        <a className="button button-secondary" href={site} target="_blank" rel="noreferrer">
          {t('support.helpSite')}
        </a>
        <DialogClose className="button button-primary">{t('support.close')}</DialogClose>
      </div>
    </Dialog>
  );
}
