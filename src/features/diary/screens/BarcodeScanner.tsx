import { BrowserMultiFormatOneDReader } from '@zxing/browser';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createScanSession, type ScanState, type StartCamera } from '../scanSession';

/**
 * The camera scanner (3-daily-use.txt section 4): asks for the camera, scans one code and stops
 * until 'Tap to Scan Again'. A photo of a barcode can be decoded instead, for a device without a
 * camera or a code that will not focus. The session lives as long as the screen: new callbacks from
 * a re-render reach it without restarting the camera (scanSession.ts).
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
  const [state, setState] = useState<ScanState>('pending');
  const [photoError, setPhotoError] = useState<string | null>(null);
  const [session] = useState(() => createScanSession(setState));

  useEffect(() => {
    session.handle((barcode) => void onCode(barcode).then((done) => done && onClose()));
  }, [session, onCode, onClose]);

  useEffect(() => {
    session.begin((found) => startCamera(video.current, found));
    return session.end;
  }, [session]);

  const decodePhoto = async (file: File) => {
    setPhotoError(null);
    const url = URL.createObjectURL(file);
    try {
      const result = await new BrowserMultiFormatOneDReader().decodeFromImageUrl(url);
      session.found(result.getText());
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
          <button type="button" className="button button-secondary" onClick={session.scanAgain}>
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

const startCamera = (video: HTMLVideoElement | null, found: (code: string) => void): ReturnType<StartCamera> => {
  if (!navigator.mediaDevices?.getUserMedia) return Promise.reject(new Error('no camera'));
  return new BrowserMultiFormatOneDReader().decodeFromConstraints(
    { video: { facingMode: 'environment' } },
    video ?? undefined,
    (result) => {
      if (result) found(result.getText());
    },
  );
};
