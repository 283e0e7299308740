import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { enUS, esES, ptBR } from '@mui/x-date-pickers/locales';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DATE_LOCALES } from '@/lib/format';
import { currentLanguage, type Language } from '@/lib/i18n';

/** The pickers' own words (toolbar titles, buttons, section names) in each language. */
const PICKER_TEXTS: Record<Language, typeof ptBR.components.MuiLocalizationProvider.defaultProps.localeText> = {
  'pt-BR': ptBR.components.MuiLocalizationProvider.defaultProps.localeText,
  en: enUS.components.MuiLocalizationProvider.defaultProps.localeText,
  es: esES.components.MuiLocalizationProvider.defaultProps.localeText,
};

/**
 * Date and time pickers in the interface language: its date order, month and day names and clock.
 * Given around each picker rather than the whole app, so that pages without one do not load it.
 */
export function PickerLocalization({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const language = currentLanguage(i18n.language);
  return (
    <LocalizationProvider dateAdapter={AdapterDateFns} adapterLocale={DATE_LOCALES[language]} localeText={PICKER_TEXTS[language]}>
      {children}
    </LocalizationProvider>
  );
}
