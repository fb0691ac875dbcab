import { profileFormValues } from './profile-form-values';
import { socialNetworks } from './social-links';

/** A profile with one required field, checked and written the way the shared rules do it. */
const form = profileFormValues(
  {
    inputErrors: (values: { name: string }) => (values.name.trim() ? {} : { name: 'Name is required' }),
    toInput: (row: { name?: string } | null) => ({ name: row?.name ?? '' }),
    toDetails: (values: { name: string }) => ({ name: values.name.trim() }),
  },
  socialNetworks('twitter', 'github'),
);

test('the offered networks keep their order and carry the labels of their inputs', () => {
  expect(form.networks).toEqual([
    { key: 'twitter', label: 'Twitter / X' },
    { key: 'github', label: 'GitHub' },
  ]);
});

test("a new profile starts empty; a stored one fills the fields and the offered networks' links", () => {
  expect(form.toFormValues(null)).toEqual({ name: '', social: { twitter: '', github: '' } });
  const stored = { name: 'Demo', social_urls: { twitter: 'https://x.com/demo', mastodon: 'https://mastodon.social/@demo' } };
  expect(form.toFormValues(stored)).toEqual({ name: 'Demo', social: { twitter: 'https://x.com/demo', github: '' } });
});

test("the fields' messages and each offered link's message come together, the links under `social`", () => {
  expect(form.validate({ name: 'Demo', social: { twitter: '', github: 'https://github.com/demo' } })).toEqual({});
  expect(form.validate({ name: ' ', social: { twitter: 'twitter.com/demo', github: '' } })).toEqual({
    name: 'Name is required',
    social: { twitter: 'Twitter / X must be a valid http:// or https:// link' },
  });
});

test('a save writes the fields and the offered links; networks the form does not offer are kept, emptied ones removed', () => {
  const stored = { twitter: 'https://x.com/old', mastodon: 'https://mastodon.social/@demo' };
  expect(form.toUpdate({ name: ' Demo ', social: { twitter: ' ', github: ' https://github.com/demo ' } }, stored)).toEqual({
    name: 'Demo',
    social_urls: { mastodon: 'https://mastodon.social/@demo', github: 'https://github.com/demo' },
  });
  expect(form.toUpdate({ name: 'Demo', social: { twitter: '', github: '' } })).toEqual({ name: 'Demo', social_urls: {} });
});
