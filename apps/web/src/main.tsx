import '@/lib/zodJitless';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProvider } from '@/app/provider';
import { AppRouter, createAppRouter, routerReady } from '@/app/router';
import { i18nReady } from '@/lib/i18n';
import { nextTask } from '@/lib/nextTask';

async function start(container: HTMLElement) {
  // Evaluating the modules is one task, starting the router (which fetches the page's code) another.
  await nextTask();
  const router = createAppRouter();
  // Render once the user's language and the first page (its code and loaders) are in: index.html's
  // splash shows meanwhile, and the page appears in the right language without a spinner before it.
  await Promise.all([i18nReady, routerReady(router)]);
  // As a transition the first render yields to the browser between components instead of blocking it.
  const root = createRoot(container);
  startTransition(() =>
    root.render(
      <StrictMode>
        <AppProvider>
          <AppRouter router={router} />
        </AppProvider>
      </StrictMode>,
    ),
  );
}

const container = document.getElementById('root');
if (!container) throw new Error('index.html lacks the #root element');
void start(container);
