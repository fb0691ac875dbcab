import { render, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { configureSupabase, setSupabaseClient } from './supabase-client';
import { recordView, useRecordView, VISITOR_KEY_STORAGE_KEY } from './record-view';
import { fakeSupabaseClient } from './testing/fake-client';
import { fetchAnswering } from './testing/fake-fetch';
import { makeSession } from './testing/fake-supabase-client';

const config = { supabaseUrl: 'http://127.0.0.1:54321', supabaseAnonKey: 'anon-key' };
const originalFetch = global.fetch;

afterEach(() => {
  global.fetch = originalFetch;
  setSupabaseClient(null);
  window.localStorage.clear();
});

/** Installs a signed-in (or signed-out) client whose record_view answers `counted`. */
function installClient(session: ReturnType<typeof makeSession> | null, counted = true) {
  const rpc = jest.fn(async () => ({ data: counted, error: null }));
  setSupabaseClient(fakeSupabaseClient({ auth: { getSession: async () => ({ data: { session } }) }, rpc }));
  return rpc;
}

describe('recordView', () => {
  it('a signed-out visitor is counted by their browser key, kept across calls, without the SDK', async () => {
    configureSupabase(config);
    const fetchMock = fetchAnswering({ ok: true, json: async () => true });
    global.fetch = fetchMock;

    expect(await recordView('founder_profile', 'f-1')).toBe(true);
    const key = window.localStorage.getItem(VISITOR_KEY_STORAGE_KEY);
    expect(key).toMatch(/^[0-9a-f-]{36}$/);
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('http://127.0.0.1:54321/rest/v1/rpc/record_view');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({ item_kind: 'founder_profile', item_id: 'f-1', visitor_key: key });

    await recordView('founder_profile', 'f-1');
    expect(JSON.parse(String(fetchMock.mock.calls[1][1]?.body)).visitor_key).toBe(key);
  });

  it('a refused or failed count is not counted', async () => {
    configureSupabase(config);
    global.fetch = fetchAnswering({ ok: false, status: 429 });
    expect(await recordView('founder_profile', 'f-2')).toBe(false);
  });

  it('a signed-in viewer is counted by their account: no visitor key is sent or made', async () => {
    const rpc = installClient(makeSession());
    expect(await recordView('blood_service', 'l-1')).toBe(true);
    expect(rpc).toHaveBeenCalledWith('record_view', { item_kind: 'blood_service', item_id: 'l-1' });
    expect(window.localStorage.getItem(VISITOR_KEY_STORAGE_KEY)).toBeNull();
  });

  it('a signed-out visitor whose SDK is already loaded sends the browser key through it', async () => {
    window.localStorage.setItem(VISITOR_KEY_STORAGE_KEY, '0b7e5f1c-2a3d-4e5f-8a9b-0c1d2e3f4a5b');
    const rpc = installClient(null, false);
    expect(await recordView('investor_profile', 'i-1')).toBe(false);
    expect(rpc).toHaveBeenCalledWith('record_view', {
      item_kind: 'investor_profile',
      item_id: 'i-1',
      visitor_key: '0b7e5f1c-2a3d-4e5f-8a9b-0c1d2e3f4a5b',
    });
  });
});

function Viewed({ id }: { id?: string }) {
  useRecordView('opportunity', id);
  return null;
}

describe('useRecordView', () => {
  it('counts an item once per page and day, however often it is shown, and nothing while there is none', async () => {
    const rpc = installClient(makeSession());
    const { rerender } = render(
      <StrictMode>
        <Viewed />
      </StrictMode>,
    );
    expect(rpc).not.toHaveBeenCalled();
    rerender(
      <StrictMode>
        <Viewed id="o-1" />
      </StrictMode>,
    );
    await waitFor(() => expect(rpc).toHaveBeenCalledTimes(1));
    rerender(<Viewed />);
    rerender(<Viewed id="o-1" />);
    rerender(<Viewed id="o-2" />);
    await waitFor(() => expect(rpc).toHaveBeenCalledTimes(2));
    expect(rpc).toHaveBeenLastCalledWith('record_view', { item_kind: 'opportunity', item_id: 'o-2' });
  });
});
