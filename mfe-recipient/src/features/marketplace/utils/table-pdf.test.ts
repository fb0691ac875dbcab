/**
 * @jest-environment node
 */
// Node, so jsPDF loads its Node build; the browser build is the same library.
import { readFile } from 'node:fs/promises';
import { inflateSync } from 'node:zlib';
import { buildTablePdf, pdfFileName, PDF_FONT } from './table-pdf';

/** The font this remote ships, read from the package as the browser would fetch it. */
const loadFont = async () => (await readFile(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf'))).toString('base64');

/** The PDF's raw text plus every deflated stream inflated (jsPDF compresses font streams). */
async function pdfText(blob: Blob): Promise<string> {
  const raw = Buffer.from(await blob.arrayBuffer());
  const text = raw.toString('latin1');
  const streams: string[] = [];
  for (const match of text.matchAll(/stream\r?\n/g)) {
    const start = (match.index ?? 0) + match[0].length;
    const end = text.indexOf('endstream', start);
    try {
      streams.push(inflateSync(raw.subarray(start, end)).toString('latin1'));
    } catch {
      streams.push(text.slice(start, end));
    }
  }
  return [text, ...streams].join('\n');
}

/** The text the pages show: each hex string of glyph ids read through the font's ToUnicode map. */
function shownText(text: string): string[] {
  const unicodeOf = new Map<string, string>();
  for (const [, glyph, code] of text.matchAll(/<([0-9a-f]{4})><([0-9a-f]{4})>/gi)) {
    unicodeOf.set(glyph.toLowerCase(), String.fromCharCode(parseInt(code, 16)));
  }
  return [...text.matchAll(/<([0-9a-f]+)> Tj/gi)].map(([, hex]) =>
    (hex.match(/.{4}/g) ?? []).map((glyph) => unicodeOf.get(glyph.toLowerCase()) ?? '\uFFFD').join(''),
  );
}

test('pdfFileName: base plus the local date', () => {
  expect(pdfFileName('executive-talent', new Date(2026, 0, 5, 23, 59))).toBe('executive-talent-2026-01-05.pdf');
});

test('buildTablePdf: a real PDF in an embedded Unicode font, holding the title, the header, every row and a ₹', async () => {
  const blob = await buildTablePdf(
    {
      title: 'Executive Talent',
      subtitle: 'All professionals',
      head: ['Professional', 'Compensation'],
      body: [
        ['Dr. Eleanor Hayes', '₹2,088 a month'],
        ['Marcus Chen', '$25.00'],
      ],
    },
    loadFont,
  );
  const text = await pdfText(blob);
  expect(text.startsWith('%PDF-')).toBe(true);
  expect(text.trimEnd()).toContain('%%EOF');
  expect(text).toContain('/Title (Executive Talent)');
  // the font file itself travels in the document, not a reference to a Latin-1 standard font
  expect(text).toMatch(new RegExp(`/BaseFont /${PDF_FONT}`));
  expect(text).toContain('/FontFile2');
  // the ToUnicode map gives the ₹ glyph its character, so it shows and copies as ₹
  expect(text).toMatch(/<20b9>/i);
  const shown = shownText(text);
  for (const cell of ['Executive Talent', 'All professionals', 'Professional', 'Dr. Eleanor Hayes', '₹2,088 a month', '$25.00']) {
    expect(shown).toContain(cell);
  }
});
