/**
 * A fetch stand-in answering every request with `response`: the parts of a Response the code under
 * test reads (`ok`, `status`, `json`), typed as a whole Response so it can replace global.fetch.
 */
export function fetchAnswering(response: Partial<Response>) {
  return jest.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => response as Response);
}
