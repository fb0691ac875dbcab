import { HEALTHCARE_PAGE_CONTENT } from '../healthcare-page-content';
import { healthcarePartnershipGuide, htmlParagraphs } from './partnership-guide';

test('htmlParagraphs: one text per paragraph, list item or heading; markup and extra space dropped', () => {
  expect(htmlParagraphs('<h3>Regions</h3><p>We <strong>operate</strong>\n in:</p><ul><li>North</li><li><p>South</p></li></ul>')).toEqual([
    'Regions',
    'We operate in:',
    'North',
    'South',
  ]);
  expect(htmlParagraphs('Plain text')).toEqual(['Plain text']);
  expect(htmlParagraphs('')).toEqual([]);
  expect(htmlParagraphs('<p>Hi</p><script>alert(1)</script>')).toEqual(['Hi']);
});

test('the guide follows the stored texts and adds the stored extra sections before the closing', () => {
  const content = {
    ...HEALTHCARE_PAGE_CONTENT,
    title: 'For Hospitals',
    sections: [
      { id: 'process', title: 'How Joining Works', content: '<p>Six short steps.</p>', order: 1 },
      { id: 'regions', title: 'Where We Operate', content: '<ul><li>North</li><li>South</li></ul>', order: 3 },
    ],
  };
  const guide = healthcarePartnershipGuide(content, 'https://donation.example');
  expect(guide.title).toBe('For Hospitals: Partnership Guide');
  expect(guide.sections.map((section) => section.heading)).toEqual([
    'Benefits for Healthcare Partners',
    'How Joining Works',
    'Who Can Partner',
    'Partner Spotlight',
    'Where We Operate',
    'Become a Healthcare Partner',
  ]);
  expect(guide.sections[1].paragraphs).toEqual(['Six short steps.']);
  expect(guide.sections[4].paragraphs).toEqual(['North', 'South']);
  expect(guide.footer).toBe('Apply: https://donation.example/contact?service=Healthcare%20Partner');
});
