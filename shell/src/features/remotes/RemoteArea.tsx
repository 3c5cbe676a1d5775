import { useEffect } from 'react';
import type { RemoteAreaProps } from '@portal/contracts/remote';
import { markAreaSettled } from './areaSettled';
import type { AreaDefinition } from './areas';
import { AreaBeingUpdated } from './AreaBeingUpdated';
import { AreaErrorBoundary } from './AreaErrorBoundary';
import { IncompatibleAreaError } from './contractVersion';
import { AreaUnavailable } from './AreaUnavailable';
import { useRemoteArea } from './useRemoteArea';

export interface RemoteAreaHostProps extends RemoteAreaProps {
  area: AreaDefinition;
}

/**
 * Loads one area's remote and renders it, isolated: a remote that cannot be
 * fetched or that throws shows a message with Retry, one built against another major
 * of the contracts says the area is being updated, and nothing else breaks.
 */
export function RemoteArea({ area, ...props }: RemoteAreaHostProps) {
  const state = useRemoteArea(area.remote);
  const settled = state.status !== 'loading';
  useEffect(() => {
    if (settled) markAreaSettled();
  }, [settled]);
  if (state.status === 'loading') {
    return (
      <div className="area-loading" role="status" aria-live="polite">
        <span className="visually-hidden">Loading…</span>
      </div>
    );
  }
  if (state.status === 'error') {
    if (state.error instanceof IncompatibleAreaError) return <AreaBeingUpdated label={area.label} />;
    return <AreaUnavailable label={area.label} onRetry={state.retry} />;
  }
  const { Component } = state;
  return (
    <AreaErrorBoundary
      key={area.remote}
      onReset={state.retry}
      fallback={(reset) => <AreaUnavailable label={area.label} onRetry={reset} />}
    >
      <Component {...props} />
    </AreaErrorBoundary>
  );
}
