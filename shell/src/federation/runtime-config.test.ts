import { remoteManifests } from './runtime-config';

const remotes = {
  marketing: 'http://m/mf-manifest.json',
  auth: 'http://a/mf-manifest.json',
  admin: 'http://ad/mf-manifest.json',
  donor: 'http://do/mf-manifest.json',
  recipient: 'http://r/mf-manifest.json',
  directories: 'http://d/mf-manifest.json',
  partner: 'http://p/mf-manifest.json',
};

test('returns the manifest URL of every remote', () => {
  expect(remoteManifests({ remotes: { ...remotes, extra: 'http://x/mf-manifest.json' } })).toEqual(remotes);
});

test('names exactly the remotes the configuration lacks', () => {
  const rest = Object.fromEntries(Object.entries(remotes).filter(([key]) => key !== 'auth' && key !== 'directories'));
  expect(() => remoteManifests({ remotes: rest })).toThrow('config.json has no manifest URL for: auth, directories');
  expect(() => remoteManifests({ remotes: { ...remotes, recipient: 42 as unknown as string } })).toThrow(
    'config.json has no manifest URL for: recipient',
  );
  expect(() => remoteManifests({ remotes: {} })).toThrow(
    'config.json has no manifest URL for: marketing, auth, admin, donor, recipient, directories, partner',
  );
});
