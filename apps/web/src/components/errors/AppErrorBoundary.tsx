import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorFallback } from './ErrorFallback';

interface AppErrorBoundaryProps {
  children: ReactNode;
}

/** Last line of defence for render errors outside the router's own error boundaries. */
export class AppErrorBoundary extends Component<AppErrorBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('Plantel crashed', error, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.failed ? <ErrorFallback fullPage /> : this.props.children;
  }
}
