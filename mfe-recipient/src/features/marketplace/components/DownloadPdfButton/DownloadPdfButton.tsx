import { useState } from 'react';
import { Button, notify, saveBlob } from '@donation-network/shared-ui';
import { friendlyErrorMessage } from '@donation-network/portal-data';
import { buildTablePdf, pdfFileName, type TablePdf } from '../../utils/table-pdf';

export const PDF_FAILED_MESSAGE = 'The PDF could not be created. Please try again.';

export interface DownloadPdfButtonProps {
  /** File name before the date, e.g. 'executive-talent'. */
  fileBase: string;
  /** Reads the whole filtered list and returns the table to print. */
  table: () => Promise<TablePdf>;
  disabled?: boolean;
}

/** 'Download as PDF': the currently filtered list as a PDF file named `<fileBase>-YYYY-MM-DD.pdf`. */
export function DownloadPdfButton({ fileBase, table, disabled }: DownloadPdfButtonProps) {
  const [pending, setPending] = useState(false);

  const download = async () => {
    setPending(true);
    try {
      const blob = await buildTablePdf(await table());
      saveBlob(blob, pdfFileName(fileBase));
    } catch (error) {
      notify({ title: 'Download failed', description: friendlyErrorMessage(error, PDF_FAILED_MESSAGE), variant: 'destructive' });
    } finally {
      setPending(false);
    }
  };

  return (
    <Button type="button" variant="outline" loading={pending} disabled={disabled} onClick={() => void download()}>
      Download as PDF
    </Button>
  );
}
