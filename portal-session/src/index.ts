// Public entry of portal-session. Everything other packages may use is exported here.
export type { AppUser, ProfileRow, RuntimeConfig } from './types';
export type { Permission, Role } from './roles';
export { ROLES, ROLE_PERMISSIONS, isRole, permissionsFor, hasPermission } from './roles';
export type { PortalSupabaseClient, UntypedSupabaseClient } from './supabase-client';
export {
  initSupabase,
  configureSupabase,
  loadSupabase,
  setSupabaseClient,
  isAuthProviderEnabled,
  selectAnonymously,
  sessionStorageKey,
  AUTH_CALLBACK_PARAMS,
} from './supabase-client';
export { DEFAULT_PROFILE, fetchProfile } from './profile';
export type { AuthUserLike } from './app-user';
export { buildAppUser } from './app-user';
export type { SessionState } from './session-store';
export { useSession, startSessionSync } from './session-store';
export type { ConnectOptions } from './runtime-config';
export { connectFromRuntimeConfig } from './runtime-config';
export { isDemoMode, setDemoMode } from './demo-mode';
export { recordView, useRecordView, recordViewMarker, RECORD_VIEW_ATTRIBUTE, VISITOR_KEY_STORAGE_KEY } from './record-view';
export type { LoginWithRoleInput, LoginWithRoleResult } from './auth-actions';
export { signOut, loginWithRole, requestPasswordReset, isInvalidCredentialsError, MISSING_CREDENTIALS_MESSAGE } from './auth-actions';
export { dashboardPath, postLoginPath } from './paths';
export { useCurrentUser } from './use-current-user';
export type { RequireRoleProps } from './require-role';
export { RequireRole, ACCESS_DENIED_MESSAGE } from './require-role';
export type { StoredPageContent, PageContentState } from './page-content';
export {
  PAGE_CONTENT_LOAD_ERROR,
  fetchPageContent,
  parseStoredPageContent,
  mergePageContent,
  usePageContent,
  pageContentQueryKey,
  findSection,
  sectionsOtherThan,
} from './page-content';
export type { CurrencyRates, FormatMoneyOptions, FormatPriceOptions } from './money/money';
export { CHARGE_CURRENCY, CHARGED_IN_USD_NOTE, formatMoney, formatPrice, convertMoney, currencyPreferenceMessage } from './money/money';
export type { DisplayCurrency } from './money/display-currency';
export {
  loadCurrencyRates,
  setPreferredCurrency,
  resetDisplayCurrency,
  useDisplayCurrency,
  usePriceFormatter,
} from './money/display-currency';
export type { UploadOptions } from './stored-files';
export { uploadStoredFile, downloadStoredFile, isUploadCancelled, UploadCancelledError } from './stored-files';
export type { PortalQueryOptions } from './query/portal-query';
export {
  createPortalQueryClient,
  usePortalQuery,
  usePortalQueryClient,
  isServerRender,
  resetFallbackQueryCache,
} from './query/portal-query';
export type { PortalRead, PortalReadOptions, PortalReadStatus } from './query/portal-read';
export { READ_TIMEOUT_MS, readWithTimeout, usePortalRead } from './query/portal-read';
