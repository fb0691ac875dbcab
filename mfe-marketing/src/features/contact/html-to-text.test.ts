import { htmlToParagraphs } from './html-to-text';

describe('htmlToParagraphs', () => {
  it('strips tags and splits block elements into paragraphs', () => {
    expect(htmlToParagraphs('<p>Hello <strong>there</strong>.</p><p>Second &amp; last.</p>')).toEqual(['Hello there.', 'Second & last.']);
  });

  it('drops scripts and styles and never returns markup', () => {
    const result = htmlToParagraphs('<p onclick="x()">Safe</p><script>alert(1)</script><style>p{}</style><img src=x onerror=alert(1)>');
    expect(result).toEqual(['Safe']);
  });

  it('treats line breaks as paragraph breaks and plain text as one paragraph', () => {
    expect(htmlToParagraphs('One<br>Two')).toEqual(['One', 'Two']);
    expect(htmlToParagraphs('  just   text ')).toEqual(['just text']);
    expect(htmlToParagraphs('<p> </p>')).toEqual([]);
  });
});
