import { draftChanged, newDraftSection, sameContent, toDraft, toPageContent } from './page-draft';

const stored = {
  title: 'About Us',
  description: 'Our mission.',
  sections: [
    { id: 'story', title: 'Our story', content: '<p>b</p>', order: 20 },
    { id: 'intro', title: 'Intro', content: '<p>a</p>', order: 10 },
  ],
};

describe('page drafts', () => {
  it('edits the sections in their stored order', () => {
    expect(toDraft(stored).sections.map((section) => section.id)).toEqual(['intro', 'story']);
  });

  it('saves orders as positions, trims titles and gives new sections a unique id from their title', () => {
    const draft = toDraft(stored);
    draft.title = '  About Us  ';
    draft.sections.push({ ...newDraftSection(), title: ' Our Story ', content: '<p>c</p>' }, { ...newDraftSection(), title: '' });
    expect(toPageContent(draft)).toEqual({
      title: 'About Us',
      description: 'Our mission.',
      sections: [
        { id: 'intro', title: 'Intro', content: '<p>a</p>', order: 0 },
        { id: 'story', title: 'Our story', content: '<p>b</p>', order: 1 },
        { id: 'our-story', title: 'Our Story', content: '<p>c</p>', order: 2 },
        { id: 'section', title: '', content: '', order: 3 },
      ],
    });
  });

  it('treats cleared fields (undefined in final-form) as empty', () => {
    expect(toPageContent({ title: undefined, description: undefined, sections: [] } as never)).toEqual({
      title: '',
      description: '',
      sections: [],
    });
  });

  it('sees a change only where the saved content would differ', () => {
    const draft = toDraft(stored);
    expect(draftChanged(draft, stored)).toBe(false);
    expect(draftChanged({ ...draft, sections: [...draft.sections].reverse() }, stored)).toBe(true);
    expect(draftChanged({ ...draft, description: 'New.' }, stored)).toBe(true);
    const [story, intro] = stored.sections;
    expect(
      sameContent(stored, {
        ...stored,
        sections: [
          { ...intro, order: 0 },
          { ...story, order: 5 },
        ],
      }),
    ).toBe(true);
  });
});
