import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { Form } from 'react-final-form';
import { ThemeProvider } from 'styled-components';
import { lightTheme } from '../theme';
import { TextField } from '../TextField/TextField';
import { TextAreaField } from '../TextAreaField/TextAreaField';
import { SelectField } from '../SelectField/SelectField';

function ContactLikeForm({ onSubmit }: { onSubmit: (values: Record<string, string>) => void }) {
  return (
    <ThemeProvider theme={lightTheme}>
      <Form
        onSubmit={onSubmit}
        render={({ handleSubmit }) => (
          <form onSubmit={handleSubmit} aria-label="Contact">
            <TextField name="name" label="Name" />
            <TextAreaField name="message" label="Message" />
            <SelectField name="topic" label="Topic" options={[{ value: 'blood', label: 'Blood donation' }]} placeholder="Choose a topic" />
            <button type="submit">Send</button>
          </form>
        )}
      />
    </ThemeProvider>
  );
}

test('what was typed or chosen in the server markup before the form hydrated is what the form sends', async () => {
  const onSubmit = jest.fn();
  const container = document.createElement('div');
  container.innerHTML = renderToString(<ContactLikeForm onSubmit={onSubmit} />);
  document.body.append(container);
  // the visitor types and chooses while the page's script is still on its way
  (container.querySelector('input[name="name"]') as HTMLInputElement).value = 'Ada Lovelace';
  (container.querySelector('textarea[name="message"]') as HTMLTextAreaElement).value = 'How often can I donate?';
  (container.querySelector('select[name="topic"]') as HTMLSelectElement).value = 'blood';
  await act(async () => {
    hydrateRoot(container, <ContactLikeForm onSubmit={onSubmit} />);
  });
  await act(async () => {
    container.querySelector('form')!.requestSubmit();
  });
  expect(onSubmit).toHaveBeenCalledTimes(1);
  expect(onSubmit.mock.calls[0][0]).toEqual({ name: 'Ada Lovelace', message: 'How often can I donate?', topic: 'blood' });
  expect((container.querySelector('input[name="name"]') as HTMLInputElement).value).toBe('Ada Lovelace');
});
