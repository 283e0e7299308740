import { useTranslation } from 'react-i18next';
import { alertMessage, type RecentAlert } from '@plantel/contracts';
import { currentLanguage } from './i18n';

/** Words an alert's message in the interface language, from its key and figures (the catalogue is shared with the server). */
export function useAlertText(): (alert: Pick<RecentAlert, 'message_key' | 'message_params'>) => string {
  const { i18n } = useTranslation();
  const lang = currentLanguage(i18n.language);
  return (alert) => alertMessage(lang, alert.message_key, alert.message_params);
}
