import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { Copy, RefreshCw } from 'lucide-react';
import { distributionQueryKeys, type PublisherRow } from '@console/contracts';
import { ConfirmDialog, useFailureSentence } from '@console/ui';
import { fetchSdkKey, regenerateSdkKey } from '../api/distribution-api';
import { useDistributionT } from '../i18n/use-distribution-t';

/** A publisher's SDK key, masked; copy fetches the whole key, regenerate asks first and shows the new key once. */
export function SdkKeyCell({ publisher, mayRegenerate }: { publisher: PublisherRow; mayRegenerate: boolean }) {
  const t = useDistributionT();
  const failure = useFailureSentence();
  const client = useQueryClient();
  const [asking, setAsking] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(await fetchSdkKey(publisher.id));
      toast.success(t('publishers.copied'));
    } catch (error) {
      toast.error(failure(t('publishers.copyFailed'), error));
    }
  };
  const regenerate = async () => {
    setAsking(false);
    try {
      const key = await regenerateSdkKey(publisher.id);
      toast.success(t('publishers.regenerated', { name: publisher.name, key }), { duration: 10_000 });
      await client.invalidateQueries({ queryKey: distributionQueryKeys.publishers });
    } catch (error) {
      toast.error(failure(t('publishers.regenerateFailed', { name: publisher.name }), error));
    }
  };
  return (
    <div className="d-inline-flex gap-1 align-items-center">
      <code dir="ltr">{publisher.sdkKeyMasked}</code>
      <button type="button" className="btn btn-sm btn-outline-secondary" aria-label={t('publishers.copy', { name: publisher.name })} title={t('publishers.copy', { name: publisher.name })} onClick={() => void copy()}>
        <Copy size={14} aria-hidden="true" />
      </button>
      {mayRegenerate && (
        <button type="button" className="btn btn-sm btn-outline-warning" aria-label={t('publishers.regenerate', { name: publisher.name })} title={t('publishers.regenerate', { name: publisher.name })} onClick={() => setAsking(true)}>
          <RefreshCw size={14} aria-hidden="true" />
        </button>
      )}
      <ConfirmDialog show={asking} title={t('publishers.regenerateTitle', { name: publisher.name })} confirmLabel={t('publishers.regenerateConfirm')} variant="danger" onCancel={() => setAsking(false)} onConfirm={() => void regenerate()}>
        {t('publishers.regenerateText')}
      </ConfirmDialog>
    </div>
  );
}
