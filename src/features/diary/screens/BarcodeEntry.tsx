import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { foodApi } from '../../../core/api/food';
import { ApiError } from '../../../core/apiError';
import { Field } from '../../../ui/components/Field';
import { useProjection, useServices } from '../../../ui/services';
import type { LoggedFood } from '../events';
import { loggedFoodOf } from '../foodForm';
import { loggedOwnFood, ownFoodByBarcode, ownFoodsProjection } from '../ownFoods/projection';
import { OwnFoodForm } from './OwnFoodForm';

// The camera scanner (and its zxing decoder) loads only when someone scans.
const BarcodeScanner = lazy(() => import('./BarcodeScanner').then((m) => ({ default: m.BarcodeScanner })));

/**
 * Find a product by its barcode: scanned with the camera, or typed where there is none. The
 * person's own foods are found first, offline too; an unknown code offers to create the food.
 */
export function BarcodeEntry({ onFound }: { onFound: (food: LoggedFood) => void }) {
  const { t } = useTranslation('diary');
  const { api, alerts } = useServices();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [looking, setLooking] = useState(false);
  const [scanning, setScanning] = useState(false);
  const [unknown, setUnknown] = useState<string | null>(null);
  const [creating, setCreating] = useState(false);
  const ownFoods = useProjection(ownFoodsProjection);

  /**
   * Looks the code up; true when a food was found (the scanner then stops for good). A new function
   * every render: the scanner takes the latest without restarting (scanSession.ts).
   */
  const lookUp = async (barcode: string): Promise<boolean> => {
    setUnknown(null);
    setCreating(false);
    const own = ownFoodByBarcode(ownFoods, barcode);
    if (own) {
      onFound(loggedOwnFood(own));
      return true;
    }
    setLooking(true);
    try {
      const food = await api.call('byBarcode', foodApi.byBarcode, { query: { barcode } });
      onFound(loggedFoodOf(food));
      return true;
    } catch (failure) {
      if (failure instanceof ApiError && failure.status === 404) {
        alerts.raise({ text: t('barcode.notFound') });
        setUnknown(barcode);
      } else {
        console.warn('barcode lookup failed', failure);
        alerts.raise({ text: t('barcode.lookupFailed') });
      }
      return false;
    } finally {
      setLooking(false);
    }
  };

  return (
    <div className="barcode-entry">
      <form
        className="barcode-form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          const barcode = foodApi.byBarcode.query.shape.barcode.safeParse(code.replace(/\s/g, ''));
          if (!barcode.success) return setError(t('barcode.invalid'));
          void lookUp(barcode.data);
        }}
      >
        <Field
          label={t('barcode.label')}
          inputMode="numeric"
          autoComplete="off"
          maxLength={18}
          value={code}
          error={error ?? undefined}
          onChange={(e) => {
            setError(null);
            setCode(e.target.value);
          }}
          suffix={
            <button type="submit" className="button button-secondary" disabled={looking}>
              {t('barcode.lookUp')}
            </button>
          }
        />
      </form>
      {scanning ? (
        <Suspense fallback={<p className="muted small">{t('barcode.starting')}</p>}>
          <BarcodeScanner onCode={lookUp} onClose={() => setScanning(false)} />
        </Suspense>
      ) : (
        <button type="button" className="button button-secondary" onClick={() => setScanning(true)}>
          {t('barcode.scan')}
        </button>
      )}
      {unknown && !creating ? (
        <button
          type="button"
          className="button button-secondary"
          onClick={() => (setCreating(true), setScanning(false))}
        >
          {t('ownFood.offer')}
        </button>
      ) : null}
      {unknown && creating ? (
        <OwnFoodForm
          barcode={unknown}
          onCreated={(food) => (setUnknown(null), setCreating(false), onFound(food))}
          onCancel={() => setCreating(false)}
        />
      ) : null}
    </div>
  );
}
