import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { SENSITIVE_MASK } from '@plantel/contracts';
import { useSessionStore } from '@/stores/session';

/**
 * The one masking mechanism (spec §4): returns a function that gives sensitive text back unchanged
 * for ordinary users and SENSITIVE_MASK for guests. For places that need a plain string (chart
 * labels, grid cells, attributes); in JSX prefer <Sensitive>.
 */
export function useMaskSensitive(): (text: string | null | undefined) => string {
  const isGuest = useSessionStore((state) => state.isGuest);
  return useCallback((text) => (isGuest ? SENSITIVE_MASK : (text ?? '')), [isGuest]);
}

interface SensitiveProps {
  /** Producer, owner or property names and anything else a guest must not read. */
  children: string | null | undefined;
}

/** Sensitive text: shown as-is to ordinary users, masked (announced as "hidden") for guests. */
export function Sensitive({ children }: SensitiveProps) {
  const { t } = useTranslation();
  const isGuest = useSessionStore((state) => state.isGuest);
  if (!isGuest) return <>{children}</>;
  return (
    <span role="img" aria-label={t('sensitive.hidden')}>
      {SENSITIVE_MASK}
    </span>
  );
}

/**
 * A shed's name as the user may read it: shed names often carry the property's name
 * ("Sítio Boa Vista - Aviário 01"), so a guest reads the identification ("Aviário 01") instead.
 */
export function useShedName(): (shed: { name: string; identification: string }) => string {
  const isGuest = useSessionStore((state) => state.isGuest);
  return useCallback((shed) => (isGuest ? shed.identification : shed.name), [isGuest]);
}
