import { useTranslation } from 'react-i18next';
import { PdfButton } from '@/components/ui/PdfButton';

/** Saves the flock's sanitary bulletin as a PDF in the interface's language. */
export function BulletinButton({ batchId }: { batchId: number }) {
  const { t } = useTranslation();
  return (
    <PdfButton
      path={`/v2/batches/${batchId}/sanitary-bulletin/pdf`}
      fallbackName={`plantel-boletim-sanitario-${batchId}.pdf`}
      label={t('health.bulletin.download')}
      saved={t('health.bulletin.saved')}
      failed={t('health.bulletin.failed')}
    />
  );
}
