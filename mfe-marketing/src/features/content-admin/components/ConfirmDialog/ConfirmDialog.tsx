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
  destructive?: boolean;
}

/** A yes/no question before an action that replaces or removes work. */
export function ConfirmDialog({ open, title, children, confirmLabel, onConfirm, onCancel, destructive = false }: ConfirmDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      title={title}
      footer={
        <>
          <Button variant="ghost" onClick={onCancel}>
            Cancel
          </Button>
          <Button variant={destructive ? 'destructive' : 'primary'} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <p style={{ margin: 0 }}>{children}</p>
    </Dialog>
  );
}
