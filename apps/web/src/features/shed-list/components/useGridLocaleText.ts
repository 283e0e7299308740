import type { GridLocaleText } from '@mui/x-data-grid';
import { enUS, esES, ptBR } from '@mui/x-data-grid/locales';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage, type Language } from '@/lib/i18n';

const GRID_LOCALES: Record<Language, Partial<GridLocaleText>> = {
  'pt-BR': ptBR.components.MuiDataGrid.defaultProps.localeText,
  en: enUS.components.MuiDataGrid.defaultProps.localeText,
  es: esES.components.MuiDataGrid.defaultProps.localeText,
};

/** The data grid's own texts in the interface language, with the shed lists' wording on top. */
export function useGridLocaleText(): Partial<GridLocaleText> {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n.language);
  return useMemo(
    () => ({
      ...GRID_LOCALES[language],
      noRowsLabel: t('shedList.empty'),
      paginationRowsPerPage: t('shedList.perPage'),
    }),
    [language, t],
  );
}
