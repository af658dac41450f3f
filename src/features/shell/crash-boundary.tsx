'use client';

import { Component, type ErrorInfo, type ReactNode } from 'react';
import { CrashOverlay } from './crash-overlay';
import { reportClientError } from './report-client-error';

/** Catches a crash anywhere below it, reports it and shows the 'Oh no' overlay. */
export class CrashBoundary extends Component<{ children: ReactNode }, { crashed: boolean }> {
  state = { crashed: false };

  static getDerivedStateFromError() {
    return { crashed: true };
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    reportClientError(error, 'boundary', info.componentStack);
  }

  render() {
    return this.state.crashed ? <CrashOverlay /> : this.props.children;
  }
}
