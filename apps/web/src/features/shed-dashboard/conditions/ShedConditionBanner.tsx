import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import { useTranslation } from 'react-i18next';
import type { ShedCondition } from '@plantel/contracts';
import { useConditionText } from './useConditionText';

/** The shed's worst open condition first, the others under it; nothing when all is well. */
export function ShedConditionBanner({ conditions }: { conditions: readonly ShedCondition[] }) {
  const { t } = useTranslation();
  const textOf = useConditionText();
  const [worst, ...others] = conditions;
  if (!worst) return null;
  return (
    <Alert severity={worst.severity} data-condition={worst.kind} aria-label={t('conditions.label')} sx={{ mb: 2 }}>
      <AlertTitle sx={{ mb: others.length > 0 ? 0.5 : 0 }}>{textOf(worst)}</AlertTitle>
      {others.length > 0 ? t('conditions.also', { list: others.map(textOf).join(' · ') }) : null}
    </Alert>
  );
}
