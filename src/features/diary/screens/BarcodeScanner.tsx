import { BrowserMultiFormatOneDReader, type IScannerControls } from '@zxing/browser';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

type ScannerState = 'pending' | 'scanning' | 'scanned' | 'denied' | 'noCamera';

/**
 * The camera scanner (3-daily-use.txt section 4): asks for the camera, scans one code and stops
 * until 'Tap to Scan Again'. A photo of a barcode can be decoded instead, for a device without a
 * camera or a code that will not focus.
 */
export function BarcodeScanner({
  onCode,
  onClose,
}: {
  onCode: (barcode: string) => Promise<boolean>;
  onClose: () => void;
}) {
  const { t } = useTranslation('diary');
  const photoId = useId();
  const video = useRef<HTMLVideoElement>(null);
  const controls = useRef<IScannerControls | null>(null);
  const [state, setState] = useState<ScannerState>('pending');
  const [attempt, setAttempt] = useState(0);
  const [photoError, setPhotoError] = useState<string | null>(null);

  const found = useCallback(
    async (barcode: string) => {
      controls.current?.stop();
      setState('scanned');
      if (await onCode(barcode)) onClose();
    },
    [onCode, onClose],
  );

  useEffect(() => {
    let stopped = false;
    if (!navigator.mediaDevices?.getUserMedia) {
      queueMicrotask(() => setState('noCamera'));
      return;
    }
    const reader = new BrowserMultiFormatOneDReader();
    reader
      .decodeFromConstraints({ video: { facingMode: 'environment' } }, video.current ?? undefined, (result) => {
        if (result && !stopped) {
          stopped = true;
          void found(result.getText());
        }
      })
      .then(
        (started) => {
          controls.current = started;
          if (stopped) started.stop();
          else setState('scanning');
        },
        (error: unknown) =>
          setState(error instanceof DOMException && error.name === 'NotAllowedError' ? 'denied' : 'noCamera'),
      );
    return () => {
      stopped = true;
      controls.current?.stop();
      controls.current = null;
    };
  }, [attempt, found]);

  const decodePhoto = async (file: File) => {
    setPhotoError(null);
    const url = URL.createObjectURL(file);
    try {
      const result = await new BrowserMultiFormatOneDReader().decodeFromImageUrl(url);
      await found(result.getText());
    } catch {
      setPhotoError(t('barcode.noCodeInPhoto'));
    } finally {
      URL.revokeObjectURL(url);
    }
  };

  return (
    <section className="scanner" aria-labelledby="scanner-title">
      <h2 id="scanner-title">{t('barcode.scannerTitle')}</h2>
      <p className="muted small" role="status">
        {state === 'pending'
          ? t('barcode.permissionPending')
          : state === 'denied'
            ? t('barcode.permissionDenied')
            : state === 'noCamera'
              ? t('barcode.noCamera')
              : state === 'scanning'
                ? t('barcode.pointCamera')
                : t('barcode.scanned')}
      </p>
      <video
        ref={video}
        className="scanner-video"
        muted
        playsInline
        hidden={state !== 'scanning' && state !== 'scanned'}
        aria-label={t('barcode.cameraView')}
      />
      <div className="actions">
        {state === 'scanned' ? (
          <button
            type="button"
            className="button button-secondary"
            onClick={() => (setState('pending'), setAttempt((a) => a + 1))}
          >
            {t('barcode.scanAgain')}
          </button>
        ) : null}
        <input
          id={photoId}
          className="visually-hidden"
          type="file"
          accept="image/*"
          onChange={(e) => {
            const file = e.target.files?.[0];
            e.target.value = '';
            if (file) void decodePhoto(file);
          }}
        />
        <label htmlFor={photoId} className="button button-secondary file-button">
          {t('barcode.photo')}
        </label>
        <button type="button" className="button button-link" onClick={onClose}>
          {t('barcode.close')}
        </button>
      </div>
      {photoError ? (
        <p className="field-error" role="alert">
          {photoError}
        </p>
      ) : null}
    </section>
  );
}
