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

/** The PDF's font. jsPDF's built-in fonts cover Latin-1 only and garble '₹', Greek or Cyrillic; DejaVu Sans does not. */
export const PDF_FONT = 'DejaVuSans';

/** The font file as base64 (what jsPDF's virtual file system takes). */
export type PdfFontLoader = () => Promise<string>;

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let start = 0; start < bytes.length; start += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(start, start + 0x8000));
  }
  return btoa(binary);
}

let bundledFont: Promise<string> | null = null;

/** The font shipped with this remote, fetched on the first export only (it is not part of any page load). */
const loadBundledFont: PdfFontLoader = () => {
  bundledFont ??= (async () => {
    const { default: url } = await import('dejavu-fonts-ttf/ttf/DejaVuSans.ttf');
    const response = await fetch(url);
    if (!response.ok) throw new Error(`The PDF font could not be loaded (HTTP ${response.status})`);
    return toBase64(new Uint8Array(await response.arrayBuffer()));
  })().catch((error: unknown) => {
    bundledFont = null;
    throw error;
  });
  return bundledFont;
};

/**
 * Builds the PDF (landscape A4, a striped table repeating its header on every page) in a Unicode font.
 * jsPDF, its table plugin and the font load only now, in their own chunks: the marketplace's first
 * load does not carry them.
 */
export async function buildTablePdf({ title, subtitle, head, body }: TablePdf, loadFont: PdfFontLoader = loadBundledFont): Promise<Blob> {
  const [{ jsPDF }, { autoTable }, font] = await Promise.all([import('jspdf'), import('jspdf-autotable'), loadFont()]);
  const doc = new jsPDF({ orientation: 'landscape', unit: 'pt', format: 'a4' });
  doc.addFileToVFS(`${PDF_FONT}.ttf`, font);
  doc.addFont(`${PDF_FONT}.ttf`, PDF_FONT, 'normal');
  doc.setFont(PDF_FONT, 'normal');
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
    styles: { font: PDF_FONT, fontStyle: 'normal', fontSize: 8, cellPadding: 4, overflow: 'linebreak' },
    headStyles: { fillColor: [30, 41, 59], fontStyle: 'normal' },
  });
  return doc.output('blob');
}
