import '@/lib/zodJitless';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProvider } from '@/app/provider';
import { AppRouter } from '@/app/router';
import { i18nReady } from '@/lib/i18n';

const container = document.getElementById('root');
if (!container) throw new Error('index.html lacks the #root element');

const root = createRoot(container);
// Render once the user's language is in, so the page does not flash in another language.
void i18nReady.then(() =>
  root.render(
    <StrictMode>
      <AppProvider>
        <AppRouter />
      </AppProvider>
    </StrictMode>,
  ),
);
