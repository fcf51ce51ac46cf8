import { PageHeader } from '@console/ui';
import { useCommunicationT } from '../i18n/use-communication-t';

/** The Communication remote's first page. */
export default function CommunicationPage() {
  const t = useCommunicationT();
  return (
    <>
      <PageHeader title={t('title')} />
      <p>{t('intro')}</p>
    </>
  );
}
