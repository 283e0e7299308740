import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { ErrorFallback } from './ErrorFallback';

function useLoggedRouteError(): unknown {
  const error = useRouteError();
  useEffect(() => {
    console.error('Route failed', error);
  }, [error]);
  return error;
}

/** Root error boundary: the layout itself (or a page outside it) failed; fills the page. */
export function RouteErrorBoundary() {
  return <ErrorFallback error={useLoggedRouteError()} fullPage />;
}

/** Error boundary of a page inside the signed-in layout: the side bar stays usable. */
export function PageErrorBoundary() {
  return <ErrorFallback error={useLoggedRouteError()} />;
}
