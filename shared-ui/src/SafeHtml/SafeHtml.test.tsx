import type { ReactElement } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { lightTheme } from '../theme/tokens';
import { SafeHtml } from './SafeHtml';
import { sanitizeHtml } from './sanitize-html';
import { escapeHtml, linkHtml, listHtml, paragraphsHtml } from './html-text';

describe('sanitizeHtml', () => {
  it.each([
    ['an image with an onerror handler', '<p>Hi</p><img src=x onerror="window.__pwned=1">', '<p>Hi</p>'],
    ['a script element', '<p>Hi</p><script>window.__pwned=1</script>', '<p>Hi</p>'],
    ['a javascript: link', '<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
    ['an encoded javascript: link', '<a href="jav&#x09;ascript:alert(1)">x</a>', '<a>x</a>'],
    ['a data: link', '<a href="data:text/html,<script>alert(1)</script>">x</a>', '<a>x</a>'],
    ['inline styles and event handlers', '<p style="position:fixed" onclick="x()">Hi</p>', '<p>Hi</p>'],
    ['an iframe', '<iframe src="https://evil.example"></iframe><p>ok</p>', '<p>ok</p>'],
    ['an svg with a script', '<svg><script>alert(1)</script></svg><p>ok</p>', '<p>ok</p>'],
    ['a form', '<form action="https://evil.example"><input name="x"></form><p>ok</p>', '<p>ok</p>'],
  ])('removes %s', (_label, html, expected) => {
    expect(sanitizeHtml(html)).toBe(expected);
  });

  it('keeps text structure, site links and mail links', () => {
    const html =
      '<h3>Title</h3><p><strong>Bold</strong> and <em>soft</em> <a href="/faqs">FAQs</a></p><ul><li>One</li></ul><a href="mailto:a@b.co">mail</a>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('keeps table header scopes and spans', () => {
    const html = '<table><tbody><tr><th scope="row">sb-session</th><td colspan="2">Session</td></tr></tbody></table>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('opens links to other sites in a new tab without an opener', () => {
    expect(sanitizeHtml('<a href="https://who.int">WHO</a>')).toBe(
      '<a href="https://who.int" target="_blank" rel="noopener noreferrer">WHO</a>',
    );
  });
});

describe('html-text builders', () => {
  it('escape every character that HTML treats specially', () => {
    expect(escapeHtml(`<b>"Tom" & 'Jerry'</b>`)).toBe('&lt;b&gt;&quot;Tom&quot; &amp; &#39;Jerry&#39;&lt;/b&gt;');
    expect(paragraphsHtml(['a < b', 'c'])).toBe('<p>a &lt; b</p><p>c</p>');
    expect(listHtml(['x', 'y'], true)).toBe('<ol><li>x</li><li>y</li></ol>');
    expect(listHtml([])).toBe('');
    expect(linkHtml('FAQs & more', '/faqs?a=1&b=2')).toBe('<a href="/faqs?a=1&amp;b=2">FAQs &amp; more</a>');
  });
});

const renderThemed = (ui: ReactElement) => render(<ThemeProvider theme={lightTheme}>{ui}</ThemeProvider>);

describe('SafeHtml', () => {
  afterEach(() => {
    delete (window as { __pwned?: unknown }).__pwned;
  });

  it('renders allowed markup and drops a stored script payload without running it', () => {
    renderThemed(
      <MemoryRouter>
        <SafeHtml
          html={'<p>Visible <strong>text</strong></p><img src=x onerror="window.__pwned=1"><a href="javascript:window.__pwned=2">bad</a>'}
        />
      </MemoryRouter>,
    );
    expect(screen.getByText('text').tagName).toBe('STRONG');
    expect(document.querySelector('img')).toBeNull();
    expect(screen.getByText('bad')).not.toHaveAttribute('href');
    expect((window as { __pwned?: unknown }).__pwned).toBeUndefined();
  });

  it('follows a link to a site path inside the app', () => {
    renderThemed(
      <MemoryRouter initialEntries={['/']}>
        <Routes>
          <Route path="/" element={<SafeHtml html={'<p>See <a href="/faqs">our FAQs</a></p>'} />} />
          <Route path="/faqs" element={<h1>FAQs page</h1>} />
        </Routes>
      </MemoryRouter>,
    );
    fireEvent.click(screen.getByRole('link', { name: 'our FAQs' }));
    expect(screen.getByRole('heading', { name: 'FAQs page' })).toBeInTheDocument();
  });
});
