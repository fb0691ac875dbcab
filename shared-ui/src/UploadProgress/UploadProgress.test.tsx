import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithTheme } from '../testing/render-with-theme';
import { UploadProgress, useUploadProgress } from './UploadProgress';

test('shows nothing while idle', () => {
  renderWithTheme(<UploadProgress progress={null} label="Uploading scan.pdf" onCancel={() => {}} />);
  expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
});

test('shows the percentage as an accessible progress bar with a Cancel button', async () => {
  const onCancel = jest.fn();
  renderWithTheme(<UploadProgress progress={0.424} label="Uploading scan.pdf" onCancel={onCancel} />);
  const bar = screen.getByRole('progressbar', { name: 'Uploading scan.pdf' });
  expect(bar).toHaveAttribute('aria-valuenow', '42');
  expect(bar).toHaveAttribute('aria-valuemin', '0');
  expect(bar).toHaveAttribute('aria-valuemax', '100');
  expect(screen.getByText('42%')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
  expect(onCancel).toHaveBeenCalled();
});

test('useUploadProgress follows one upload and aborts it on Cancel', async () => {
  let tracked: ReturnType<ReturnType<typeof useUploadProgress>['start']> | null = null;
  function Harness() {
    const upload = useUploadProgress();
    const [, rerender] = useState(0);
    return (
      <>
        <button type="button" onClick={() => ((tracked = upload.start()), rerender((n) => n + 1))}>
          Start
        </button>
        <UploadProgress progress={upload.progress} label="Uploading" onCancel={upload.cancel} />
      </>
    );
  }
  renderWithTheme(<Harness />);
  await userEvent.click(screen.getByRole('button', { name: 'Start' }));
  expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
  act(() => tracked!.onProgress(0.5));
  expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '50');
  await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
  expect(tracked!.signal.aborted).toBe(true);
});
