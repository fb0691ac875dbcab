// Test helpers for packages that use the portal's supabase client (import from '@donation-network/portal-session/testing').
export type { FakeClientParts, FakeQueryResult } from './fake-client';
export { fakeSupabase, fakeSupabaseClient } from './fake-client';
export { fetchAnswering } from './fake-fetch';
export { makeAuthUser, makeSession } from './fake-supabase-client';
export type { RouteAccess, RouteGuardHarness } from './route-guards';
export { testRouteGuards } from './route-guards';
