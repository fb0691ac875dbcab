import * as data from './index';

test('the public entry gives the read helpers, the error convention and the filter helpers', () => {
  const expected = [
    'readQuery',
    'readSingle',
    'readMaybeSingle',
    'readCounted',
    'friendlyErrorMessage',
    'requestError',
    'RequestError',
    'isNetworkError',
    'rateLimitMessage',
    'escapeLike',
    'containsPattern',
    'orContainsPattern',
    'pageRange',
  ];
  for (const name of expected) expect(data).toHaveProperty(name);
});
