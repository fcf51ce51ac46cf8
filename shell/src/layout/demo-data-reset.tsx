import { useState } from 'react';
import { Database } from 'lucide-react';
import { ConfirmDialog, FocusKeepingButton } from '@console/ui';
import { mockBackendInstalled, mockKeepsChanges, resetDemoData } from '../app/mock-backend';
import { useT } from '../i18n/use-t';

/** The customizer's "Demo data" part: what the embedded backend keeps, and a reset that asks first. */
export function DemoDataReset() {
  const { t } = useT();
  const [asking, setAsking] = useState(false);
  const [state, setState] = useState<'idle' | 'resetting' | 'failed'>('idle');
  // Against a real API there is no demo data to reset.
  if (!mockBackendInstalled()) return null;
  // Persistence off or no usable storage: a reload brings the seed back, so nothing is "kept".
  const kept = mockKeepsChanges();

  const reset = () => {
    setAsking(false);
    setState('resetting');
    // On success the page reloads; a failure leaves everything as it was and says so.
    resetDemoData().catch(() => setState('failed'));
  };

  return (
    <section className="mt-4 pt-3 border-top" aria-labelledby="demo-data-title">
      <h3 className="fs-6 fw-semibold" id="demo-data-title">
        {t('mockData.title')}
      </h3>
      <p className="small text-body-secondary mb-2">{t(kept ? 'mockData.kept' : 'mockData.notKept')}</p>
      {/* Unavailable while resetting, keeping the focus the dialog gives back to it (a failure leaves it here). */}
      <FocusKeepingButton className="btn btn-outline-danger d-inline-flex align-items-center gap-2" unavailable={state === 'resetting'} onClick={() => setAsking(true)}>
        <Database size={16} aria-hidden="true" />
        {t('mockData.reset')}
      </FocusKeepingButton>
      {state === 'failed' && (
        <p className="text-danger small mt-2 mb-0" role="alert">
          {t('mockData.failed')}
        </p>
      )}
      <ConfirmDialog
        show={asking}
        title={t('mockData.confirmTitle')}
        confirmLabel={t('mockData.confirm')}
        cancelLabel={t('mockData.cancel')}
        variant="danger"
        onConfirm={reset}
        onCancel={() => setAsking(false)}
      >
        {t(kept ? 'mockData.confirmBody' : 'mockData.confirmBodyNotKept')}
      </ConfirmDialog>
    </section>
  );
}
