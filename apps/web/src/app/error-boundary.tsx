import { Component, type ErrorInfo, type ReactNode } from 'react';
import { isIgnoredRenderError, logRenderError } from '../features/core';
import { ErrorPage } from './error-page';

interface State {
  error: unknown;
  hasError: boolean;
}

/** Shows the generic error page for a render error and logs it as a SYSTEM entry. */
export class ErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null, hasError: false };

  static getDerivedStateFromError(error: unknown): State {
    return isIgnoredRenderError(error)
      ? { error: null, hasError: false }
      : { error, hasError: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    if (isIgnoredRenderError(error)) return;
    void logRenderError(error, info.componentStack);
  }

  override render() {
    return this.state.hasError ? (
      <ErrorPage statusCode={500} error={this.state.error} />
    ) : (
      this.props.children
    );
  }
}
