/** A document of headed sections, written to a PDF as flowing text. */
export interface GuideDocument {
  title: string;
  /** Paragraphs under the title. */
  intro: string[];
  sections: GuideSection[];
  /** The last line, e.g. where to apply. */
  footer: string;
}

export interface GuideSection {
  heading: string;
  paragraphs: string[];
  /** Titled entries (benefits, steps, partner types); numbered when the section says so. */
  items?: { title: string; description: string }[];
  numbered?: boolean;
}

const MARGIN = 56;
const LINE = 1.4;

/**
 * Builds the PDF (A4 portrait, text wrapped to the page, new pages as needed). jsPDF loads only
 * now, in its own chunk: the page's first load does not carry it.
 */
export async function buildGuidePdf(guide: GuideDocument): Promise<Blob> {
  const { jsPDF } = await import('jspdf');
  const doc = new jsPDF({ unit: 'pt', format: 'a4' });
  doc.setProperties({ title: guide.title });
  const width = doc.internal.pageSize.getWidth() - 2 * MARGIN;
  const bottom = doc.internal.pageSize.getHeight() - MARGIN;
  let y = MARGIN;

  const write = (text: string, size: number, style: 'normal' | 'bold' = 'normal', gapAfter = 0) => {
    doc.setFont('helvetica', style);
    doc.setFontSize(size);
    const lineHeight = size * LINE;
    for (const line of doc.splitTextToSize(text, width) as string[]) {
      if (y + lineHeight > bottom) {
        doc.addPage();
        y = MARGIN;
      }
      doc.text(line, MARGIN, y + size);
      y += lineHeight;
    }
    y += gapAfter;
  };

  write(guide.title, 20, 'bold', 8);
  guide.intro.forEach((paragraph) => write(paragraph, 11, 'normal', 6));
  for (const section of guide.sections) {
    y += 10;
    write(section.heading, 14, 'bold', 4);
    section.paragraphs.forEach((paragraph) => write(paragraph, 11, 'normal', 6));
    section.items?.forEach((item, index) => {
      write(section.numbered ? `${index + 1}. ${item.title}` : item.title, 11, 'bold');
      write(item.description, 11, 'normal', 6);
    });
  }
  y += 10;
  write(guide.footer, 11, 'bold');
  return doc.output('blob');
}
