import type { ReactNode } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { I18nextProvider } from 'react-i18next';
import { AppErrorBoundary } from '@/components/errors/AppErrorBoundary';
import { i18n } from '@/lib/i18n';
import { appTheme } from './theme';

/**
 * App-wide providers: i18n, MUI theme, last-resort error boundary. The query client is provided by
 * the signed-in layout (every screen that fetches is under it), which keeps TanStack Query off the
 * login page's bundle.
 */
export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <ThemeProvider theme={appTheme()}>
        <CssBaseline />
        <AppErrorBoundary>{children}</AppErrorBoundary>
      </ThemeProvider>
    </I18nextProvider>
  );
}
