/**
 * @jest-environment node
 */
// Node, so jsPDF loads its Node build; the browser build is the same library.
import { buildTablePdf, pdfFileName } from './table-pdf';

test('pdfFileName: base plus the local date', () => {
  expect(pdfFileName('executive-talent', new Date(2026, 0, 5, 23, 59))).toBe('executive-talent-2026-01-05.pdf');
});

test('buildTablePdf: a real PDF holding the title, the header and every row', async () => {
  const blob = await buildTablePdf({
    title: 'Executive Talent',
    subtitle: 'All professionals',
    head: ['Professional', 'Role'],
    body: [
      ['Dr. Eleanor Hayes', 'Chief Medical Officer'],
      ['Marcus Chen', 'Chief Technology Officer'],
    ],
  });
  const text = Buffer.from(await blob.arrayBuffer()).toString('latin1');
  expect(text.startsWith('%PDF-')).toBe(true);
  expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
  for (const cell of ['Executive Talent', 'Professional', 'Dr. Eleanor Hayes', 'Chief Technology Officer']) {
    expect(text).toContain(`(${cell})`);
  }
});
