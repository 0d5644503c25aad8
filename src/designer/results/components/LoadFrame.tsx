import { Alert, Button, Spin } from 'antd';
import type { ReactNode } from 'react';
import { ApiError } from '../../../shell/api';
import { type Translate, useT } from '../../../shell/hooks';
import type { LoadState } from '../useLoad';

/** The server's own message when it sent one, else what kind of failure it was. */
export function errorText(t: Translate, error: unknown): string {
  if (error instanceof ApiError) {
    if (error.kind === 'network') return t('resultsScreen.error.network');
    if (error.kind === 'timeout') return t('resultsScreen.error.timeout');
    if (error.message) return error.message;
  }
  return t('resultsScreen.error.load');
}

/**
 * A read's three states in place: a spinner the first time, the error with a retry, then the content. While
 * a later read runs, the content stays, dimmed, under a small spinner.
 */
export function LoadFrame<T>({
  state,
  children,
  minHeight = 160,
}: {
  state: LoadState<T>;
  children: (data: T) => ReactNode;
  minHeight?: number;
}) {
  const t = useT();
  if (state.error) {
    return (
      <Alert
        type="error"
        showIcon
        title={t('resultsScreen.error.title')}
        description={errorText(t, state.error)}
        data-testid="results-error"
        action={
          <Button size="small" onClick={state.reload}>
            {t('resultsScreen.retry')}
          </Button>
        }
      />
    );
  }
  if (state.data === null) {
    return (
      <div className="wd-res__loading" style={{ minHeight }}>
        <Spin />
      </div>
    );
  }
  return (
    <Spin spinning={state.loading} delay={200}>
      {children(state.data)}
    </Spin>
  );
}
