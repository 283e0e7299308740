import { useTranslation } from 'react-i18next';
import { SENSITIVE_MASK } from '@plantel/contracts';

interface SensitiveProps {
  /** Producer, owner or property names and anything else a guest must not read, as the server sent it. */
  children: string | null | undefined;
}

/**
 * Sensitive text as the server sent it. The server masks it for guests (spec §4: `maskSensitive` in
 * the contracts, applied to every answer), so the screen never holds the real names; a masked text
 * is shown as the mask, announced as "hidden".
 */
export function Sensitive({ children }: SensitiveProps) {
  const { t } = useTranslation();
  if (children !== SENSITIVE_MASK) return <>{children}</>;
  return (
    <span role="img" aria-label={t('sensitive.hidden')}>
      {SENSITIVE_MASK}
    </span>
  );
}
