/**
 * @jest-environment node
 */
// Node, so jsPDF loads its Node build; the browser build is the same library.
import { buildGuidePdf } from './guide-pdf';

test('buildGuidePdf: a real PDF with the title, headings, numbered steps and the footer, over several pages when long', async () => {
  const blob = await buildGuidePdf({
    title: 'Healthcare Partnership Guide',
    intro: ['Connect your hospital with donors.'],
    sections: [
      { heading: 'Benefits', paragraphs: [], items: [{ title: 'Reach donors', description: 'Willing donors near you.' }] },
      {
        heading: 'Partnership Process',
        paragraphs: ['Six steps.'],
        numbered: true,
        items: [
          { title: 'Application', description: 'Apply online.' },
          { title: 'Verification', description: 'We check your licence.' },
        ],
      },
      { heading: 'Long', paragraphs: Array.from({ length: 80 }, (_, i) => `Paragraph ${i + 1} of a long section.`) },
    ],
    footer: 'Apply at https://example.org/contact',
  });
  const text = Buffer.from(await blob.arrayBuffer()).toString('latin1');
  expect(text.startsWith('%PDF-')).toBe(true);
  expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
  for (const line of [
    'Healthcare Partnership Guide',
    'Benefits',
    'Reach donors',
    '1. Application',
    '2. Verification',
    'Paragraph 80 of a long section.',
    'Apply at https://example.org/contact',
  ]) {
    expect(text).toContain(`(${line})`);
  }
  expect(text.match(/\/Type \/Page\b/g)?.length).toBeGreaterThan(1);
});
