/** A table written to a PDF: a title, a subtitle line (filters, date) and the rows' cells as text. */
export interface TablePdf {
  title: string;
  subtitle: string;
  head: string[];
  body: string[][];
}

/** `<base>-YYYY-MM-DD.pdf`, the local calendar date of `now`. */
export function pdfFileName(base: string, now: Date = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${base}-${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}.pdf`;
}

/**
 * Builds the PDF (landscape A4, a striped table repeating its header on every page).
 * jsPDF and its table plugin load only now, in their own chunk: the marketplace's first
 * load does not carry them.
 */
export async function buildTablePdf({ title, subtitle, head, body }: TablePdf): Promise<Blob> {
  const [{ jsPDF }, { autoTable }] = await Promise.all([import('jspdf'), import('jspdf-autotable')]);
  const doc = new jsPDF({ orientation: 'landscape', unit: 'pt', format: 'a4' });
  doc.setProperties({ title });
  doc.setFontSize(16);
  doc.text(title, 40, 44);
  doc.setFontSize(10);
  doc.setTextColor(90);
  doc.text(subtitle, 40, 62);
  autoTable(doc, {
    head: [head],
    body,
    startY: 76,
    margin: { left: 40, right: 40 },
    styles: { fontSize: 8, cellPadding: 4, overflow: 'linebreak' },
    headStyles: { fillColor: [30, 41, 59] },
  });
  return doc.output('blob');
}

/** Saves a blob under `fileName` through a temporary link (the browser's download). */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // some browsers read the URL after click() returns
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
