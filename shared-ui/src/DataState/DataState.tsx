import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Alert } from '../Alert/Alert';
import { Button } from '../Button/Button';
import { SpinnerRing } from '../Spinner/Spinner';
import { friendlyErrorMessage } from '@donation-network/portal-data';

export const DATA_ERROR_TITLE = "Couldn't load this";
export const DATA_ERROR_FALLBACK = 'Something went wrong while loading. Please try again.';

const Centered = styled.div<{ $compact: boolean }>`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 12px;
  padding: ${({ $compact }) => ($compact ? '12px 0' : '48px 16px')};
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Row = styled.div`
  display: flex;
  align-items: center;
  gap: 8px;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Ring = styled.span`
  display: inline-flex;
  color: ${({ theme }) => theme.colors.primary};
`;

const EmptyText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const ErrorBody = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 10px;

  > p {
    margin: 0;
  }
`;

/** Where a read stands; `idle`: not asked. */
export type DataStatus = 'idle' | 'loading' | 'success' | 'error';

/** The read a DataState shows: a screen's read (portal-session's usePortalRead) as a whole, or its status, error and retry one by one. */
type DataStateSource =
  | {
      /** Status, error and retry (Retry button in the error state) in one. */
      result: { status: DataStatus; error: unknown; retry: () => void };
      status?: never;
      error?: never;
      onRetry?: never;
    }
  | {
      result?: never;
      /** 'idle' renders nothing. */
      status: DataStatus;
      error?: unknown;
      /** Shows a Retry button in the error state. */
      onRetry?: () => void;
    };

interface DataStateViewProps {
  /** The screen's loading text ('Loading founders...'), shown and announced. */
  loadingLabel: string;
  /** A placeholder shown instead of the spinner and text (e.g. skeleton lines); the label is still announced. */
  loadingPlaceholder?: ReactNode;
  /** Whether the loaded data has nothing to show. */
  isEmpty?: boolean;
  /** The screen's empty text. */
  emptyText?: ReactNode;
  /** Replaces emptyText (e.g. a message with a Clear filters link). */
  empty?: ReactNode;
  /** Title of the error alert. */
  errorTitle?: string;
  /** The message when the error's own text is not fit to show (see friendlyErrorMessage). */
  errorFallback?: string;
  /** Rendered instead of the alert when the screen has a documented fallback for a failed read. */
  errorContent?: ReactNode;
  /** Smaller spacing, for dialogs, tabs and cards. */
  compact?: boolean;
  /** The loaded content; a function is only called on success. */
  children?: ReactNode | (() => ReactNode);
}

export type DataStateProps = DataStateSource & DataStateViewProps;

/**
 * The loading, error and empty states of a screen that reads data, around its content.
 * Loading: spinner with the screen's text (role="status"). Error: a destructive Alert
 * (role="alert") with a friendly message (never raw server text) and Retry.
 * Empty: the screen's empty text.
 */
export function DataState({
  result,
  status: ownStatus,
  error: ownError,
  onRetry: ownRetry,
  loadingLabel,
  loadingPlaceholder,
  isEmpty = false,
  emptyText,
  empty,
  errorTitle = DATA_ERROR_TITLE,
  errorFallback = DATA_ERROR_FALLBACK,
  errorContent,
  compact = false,
  children,
}: DataStateProps) {
  const status = result ? result.status : ownStatus;
  const error = result ? result.error : ownError;
  const onRetry = result ? result.retry : ownRetry;
  if (status === 'idle') return null;

  if (status === 'loading') {
    if (loadingPlaceholder !== undefined) {
      return (
        <div role="status" aria-label={loadingLabel} aria-busy="true">
          {loadingPlaceholder}
        </div>
      );
    }
    const content = (
      <>
        <Ring aria-hidden="true">
          <SpinnerRing $size={compact ? 16 : 24} />
        </Ring>
        <span>{loadingLabel}</span>
      </>
    );
    return compact ? (
      <Row role="status" aria-live="polite" aria-busy="true">
        {content}
      </Row>
    ) : (
      <Centered role="status" aria-live="polite" aria-busy="true" $compact={false}>
        {content}
      </Centered>
    );
  }

  if (status === 'error') {
    if (errorContent !== undefined) return <>{errorContent}</>;
    return (
      <Alert variant="destructive" title={errorTitle} data-testid="data-error">
        <ErrorBody>
          <p>{friendlyErrorMessage(error, errorFallback)}</p>
          {onRetry && (
            <Button type="button" size="sm" variant="outline" onClick={onRetry}>
              Retry
            </Button>
          )}
        </ErrorBody>
      </Alert>
    );
  }

  if (isEmpty) {
    if (empty !== undefined) return <>{empty}</>;
    if (emptyText !== undefined) {
      return compact ? (
        <EmptyText>{emptyText}</EmptyText>
      ) : (
        <Centered $compact={false}>
          <EmptyText>{emptyText}</EmptyText>
        </Centered>
      );
    }
  }

  return <>{typeof children === 'function' ? children() : children}</>;
}
