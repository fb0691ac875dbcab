import type { ReactNode } from 'react';
import { Button, Dialog } from '@donation-network/shared-ui';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  children: ReactNode;
  /** Text of the confirming button. */
  confirmLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
  /** The action runs: the confirming button spins and neither button can be pressed again. */
  busy?: boolean;
  destructive?: boolean;
}

/** A yes/no question before an action that changes someone's access, or replaces or removes work. */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  onConfirm,
  onCancel,
  busy = false,
  destructive = false,
}: ConfirmDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={busy ? () => undefined : onCancel}
      title={title}
      footer={
        <>
          <Button variant="ghost" onClick={onCancel} disabled={busy}>
            Cancel
          </Button>
          <Button variant={destructive ? 'destructive' : 'primary'} onClick={onConfirm} loading={busy} disabled={busy}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <p style={{ margin: 0 }}>{children}</p>
    </Dialog>
  );
}
