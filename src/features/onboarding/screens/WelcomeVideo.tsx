import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

type VideoState = 'loading' | 'paused' | 'playing' | 'failed';
/** How long 'Unable to load video' shows before the questions start. */
const FAILURE_NOTICE_MS = 2_500;

/**
 * The organisation's welcome video, first step of the simple onboarding when switched on: loading,
 * playing or paused with its progress, fullscreen; it moves on when the video ends, on continue, or
 * when the video cannot be loaded (the failure is reported and shown).
 */
export function WelcomeVideo({ src, onDone }: { src: string; onDone: () => void }) {
  const { t } = useTranslation('onboarding');
  const video = useRef<HTMLVideoElement>(null);
  const frame = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<VideoState>('loading');
  const [progress, setProgress] = useState(0);

  useEffect(() => {
    if (state !== 'failed') return;
    const timer = setTimeout(onDone, FAILURE_NOTICE_MS);
    return () => clearTimeout(timer);
  }, [state, onDone]);

  const toggle = () => {
    const element = video.current;
    if (!element) return;
    if (element.paused) void element.play().catch(() => setState('paused'));
    else element.pause();
  };
  const fullscreen = () => {
    if (document.fullscreenElement) void document.exitFullscreen();
    else void frame.current?.requestFullscreen().catch(() => undefined);
  };

  return (
    <div className="screen onboarding">
      <div className="card form">
        <h1>{t('simple.video.title')}</h1>
        {state === 'failed' ? (
          <p role="alert">{t('simple.video.failed')}</p>
        ) : (
          <div className="welcome-video" ref={frame}>
            <video
              ref={video}
              src={src}
              playsInline
              preload="metadata"
              aria-label={t('simple.video.title')}
              onCanPlay={() => setState((s) => (s === 'loading' ? 'paused' : s))}
              onPlay={() => setState('playing')}
              onPause={() => setState('paused')}
              onEnded={onDone}
              onTimeUpdate={(e) =>
                setProgress(e.currentTarget.duration ? e.currentTarget.currentTime / e.currentTarget.duration : 0)
              }
              onError={() => {
                console.warn('welcome video failed to load', src);
                setState('failed');
              }}
            />
            <div className="video-controls">
              <button type="button" className="button button-secondary" disabled={state === 'loading'} onClick={toggle}>
                {state === 'loading'
                  ? t('simple.video.loading')
                  : state === 'playing'
                    ? t('simple.video.pause')
                    : t('simple.video.play')}
              </button>
              <progress max={1} value={progress} aria-label={t('simple.video.progress')} />
              <button type="button" className="button button-secondary" onClick={fullscreen}>
                {t('simple.video.fullscreen')}
              </button>
            </div>
          </div>
        )}
        <div className="actions">
          <button type="button" className="button button-primary" onClick={onDone}>
            {t('simple.video.continue')}
          </button>
        </div>
      </div>
    </div>
  );
}
