import { format, parseISO } from 'date-fns';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../ui/components/Dialog';
import { useDateLocale } from '../../../ui/dates';
import { useDispatch, useServices } from '../../../ui/services';
import { deleteMeasurement } from '../commands';
import type { Measurement, MeasurementType } from '../measurements';
import { useMeasurementText } from './useMeasurementText';

/** The measurements of a date together, newest date first; within a date, in the order recorded. */
function byDate(measurements: readonly Measurement[]): [string, Measurement[]][] {
  const dates = new Map<string, Measurement[]>();
  for (const measurement of measurements) {
    const list = dates.get(measurement.date);
    if (list) list.push(measurement);
    else dates.set(measurement.date, [measurement]);
  }
  return [...dates].reverse();
}

/**
 * The period's measurements as a table, the chart's text alternative: several records of one date
 * share its row head. Each may be deleted, after asking.
 */
export function MeasurementTable({
  id,
  type,
  measurements,
  returnFocusTo,
}: {
  id: string;
  type: MeasurementType;
  measurements: readonly Measurement[];
  returnFocusTo: HTMLElement | null;
}) {
  const { t } = useTranslation('progress');
  const locale = useDateLocale();
  const text = useMeasurementText();
  const [deleting, setDeleting] = useState<{ open: boolean; measurement: Measurement | null }>({
    open: false,
    measurement: null,
  });
  const day = (date: string) => format(parseISO(date), 'EEE d MMM yyyy', { locale });
  if (measurements.length === 0) return null;
  const typeName = t(`type.${type}`);

  return (
    <section className="card progress-table-card">
      <table id={id} className="progress-table">
        <caption>{t('table.caption', { type: typeName })}</caption>
        <thead>
          <tr>
            <th scope="col">{t('table.date')}</th>
            <th scope="col">{t('table.value')}</th>
            <th scope="col">
              <span className="visually-hidden">{t('table.actions')}</span>
            </th>
          </tr>
        </thead>
        {byDate(measurements).map(([date, records]) => (
          <tbody key={date}>
            {records.map((measurement, i) => (
              <tr key={measurement.measurementId}>
                {i === 0 ? (
                  <th scope="rowgroup" rowSpan={records.length}>
                    {day(date)}
                  </th>
                ) : null}
                <td>{text.shown(type, measurement.value)}</td>
                <td className="progress-table-actions">
                  <button
                    type="button"
                    className="button button-link progress-delete"
                    aria-label={t('table.delete', { value: text.shown(type, measurement.value), date: day(date) })}
                    onClick={() => setDeleting({ open: true, measurement })}
                  >
                    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
                      <path
                        fill="currentColor"
                        d="M9 3h6l1 2h4v2H4V5h4l1-2zm-3 6h12l-1 12H7L6 9zm4 2v8h2v-8h-2zm4 0v8h2v-8h-2z"
                      />
                    </svg>
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        ))}
      </table>
      <DeleteMeasurementDialog
        measurement={deleting.measurement}
        description={
          deleting.measurement
            ? t('delete.description', {
                value: text.shown(type, deleting.measurement.value),
                date: day(deleting.measurement.date),
              })
            : ''
        }
        open={deleting.open}
        onOpenChange={(open) => setDeleting((current) => ({ ...current, open }))}
        returnFocusTo={returnFocusTo}
      />
    </section>
  );
}

function DeleteMeasurementDialog({
  measurement,
  description,
  open,
  onOpenChange,
  returnFocusTo,
}: {
  measurement: Measurement | null;
  description: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocusTo: HTMLElement | null;
}) {
  const { t } = useTranslation('progress');
  const dispatch = useDispatch();
  const { alerts } = useServices();
  const remove = async () => {
    if (!measurement) return;
    try {
      const result = await dispatch(deleteMeasurement.create({ measurementId: measurement.measurementId }));
      if (result.ok) alerts.notify({ key: 'progress:delete.done' });
      else alerts.raise({ key: result.error.messageKey });
    } catch {
      alerts.raise({ key: 'common:errors.storage' });
    }
    onOpenChange(false);
  };
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('delete.title')}
      description={description}
      returnFocusTo={returnFocusTo}
    >
      <div className="dialog-actions">
        <button type="button" className="button button-secondary" onClick={() => onOpenChange(false)}>
          {t('delete.cancel')}
        </button>
        <button type="button" className="button button-danger" onClick={() => void remove()}>
          {t('delete.confirm')}
        </button>
      </div>
    </Dialog>
  );
}
