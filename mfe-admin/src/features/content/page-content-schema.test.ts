import { PAGE_CONTENT_MESSAGES, PAGE_SECTIONS_MAX } from '@donation-network/shared-rules';
import { validateWithSchema } from '@donation-network/shared-ui/forms';
import { pageContentSchema } from './page-content-schema';

const validate = validateWithSchema(pageContentSchema);
const section = (content = '<p>Hi</p>', title = 'Intro') => ({ id: 'intro', title, content });

describe('pageContentSchema', () => {
  it('accepts a valid page', () => {
    expect(validate({ title: 'About', description: '', sections: [section()] })).toEqual({});
  });

  it("reports the database's messages", () => {
    expect(validate({ title: ' \u00a0', description: 'x'.repeat(1001), sections: [] })).toEqual({
      title: PAGE_CONTENT_MESSAGES.titleRequired,
      description: PAGE_CONTENT_MESSAGES.descriptionMax,
    });
    expect(validate({ title: 'x'.repeat(201), description: '', sections: [] })).toEqual({ title: PAGE_CONTENT_MESSAGES.titleMax });
    expect(
      validate({
        title: 'About',
        description: '',
        sections: [section('<p>ok</p>', 'x'.repeat(201)), section('<a href="javascript:x()">x</a>')],
      }),
    ).toEqual({
      sections: [{ title: PAGE_CONTENT_MESSAGES.sectionTitleMax }, { content: PAGE_CONTENT_MESSAGES.sectionScript }],
    });
    expect(validate({ title: 'About', description: '', sections: [section('x'.repeat(100_001))] })).toEqual({
      sections: [{ content: PAGE_CONTENT_MESSAGES.sectionContentMax }],
    });
    expect(validate({ title: 'About', description: '', sections: Array.from({ length: PAGE_SECTIONS_MAX + 1 }, () => section()) })).toEqual(
      {
        sections: PAGE_CONTENT_MESSAGES.sectionsMax,
      },
    );
  });

  it('counts characters, not UTF-16 units', () => {
    expect(validate({ title: '😀'.repeat(200), description: '', sections: [] })).toEqual({});
  });
});
