import { useCallback, useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { Button } from '../Button/Button';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 12px;
`;

const Track = styled.div`
  flex: 1 1 160px;
  height: 8px;
  border-radius: ${({ theme }) => theme.radii.full};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  border: 1px solid ${({ theme }) => theme.colors.border};
  overflow: hidden;
`;

const Fill = styled.div`
  height: 100%;
  background: ${({ theme }) => theme.colors.primary};
  transition: width 0.2s ease-out;
`;

const Percent = styled.span`
  min-width: 4ch;
  font-variant-numeric: tabular-nums;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export interface UploadProgressProps {
  /** the share sent, 0 to 1; null while nothing is being uploaded (nothing is shown) */
  progress: number | null;
  /** the progress bar's accessible name, e.g. "Uploading passport.pdf" */
  label: string;
  /** stops the upload */
  onCancel: () => void;
}

/** An upload's progress as a percentage (role progressbar) with a Cancel button. */
export function UploadProgress({ progress, label, onCancel }: UploadProgressProps) {
  if (progress === null) return null;
  const percent = Math.round(Math.min(1, Math.max(0, progress)) * 100);
  return (
    <Row>
      <Track
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${percent}%`}
      >
        <Fill style={{ width: `${percent}%` }} />
      </Track>
      <Percent aria-hidden="true">{percent}%</Percent>
      <Button type="button" size="sm" variant="ghost" onClick={onCancel}>
        Cancel
      </Button>
    </Row>
  );
}

export interface UploadProgressState {
  /** null while idle */
  progress: number | null;
  /** starts tracking an upload: pass the result to the upload call */
  start: () => { signal: AbortSignal; onProgress: (fraction: number) => void };
  /** the upload ended (done, failed or cancelled) */
  finish: () => void;
  /** aborts the running upload */
  cancel: () => void;
}

/** The state of one upload at a time for UploadProgress; leaving the page cancels a running upload. */
export function useUploadProgress(): UploadProgressState {
  const [progress, setProgress] = useState<number | null>(null);
  const controller = useRef<AbortController | null>(null);
  const start = useCallback(() => {
    controller.current?.abort();
    const current = new AbortController();
    controller.current = current;
    setProgress(0);
    return { signal: current.signal, onProgress: (fraction: number) => !current.signal.aborted && setProgress(fraction) };
  }, []);
  const finish = useCallback(() => {
    controller.current = null;
    setProgress(null);
  }, []);
  const cancel = useCallback(() => controller.current?.abort(), []);
  useEffect(() => () => controller.current?.abort(), []);
  return { progress, start, finish, cancel };
}
