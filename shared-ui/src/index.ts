// The single public entry of shared-ui (a Module Federation singleton).

// The styled-components DefaultTheme augmentation travels with the entry (type-only, erased at build).
import type {} from './styled';

// Theme
export { lightTheme, darkTheme } from './theme/tokens';
export type { PortalTheme, PortalColors } from './theme/tokens';
export { cssVariableTheme } from './theme/css-variables';
export { THEME_BOOT_SCRIPT } from './theme/theme-boot-script';
export { GlobalStyle } from './GlobalStyle/GlobalStyle';
export { useThemePreference, resolveThemeMode, THEME_STORAGE_KEY, THEME_PREFERENCES, DARK_SCHEME_QUERY } from './theme/theme-preference';
export type { ThemePreference, ThemePreferenceState, ResolvedThemeMode } from './theme/theme-preference';
export { PortalThemeProvider, useResolvedThemeMode, useSystemPrefersDark } from './PortalThemeProvider/PortalThemeProvider';
export type { PortalThemeProviderProps } from './PortalThemeProvider/PortalThemeProvider';
export { ThemeToggle, THEME_TOGGLE_CYCLE, themeToggleText } from './ThemeToggle/ThemeToggle';
export type { ThemeToggleProps } from './ThemeToggle/ThemeToggle';

// Toasts
export { ToastHost } from './Toast/ToastHost';
export { notify, dismissToast, TOAST_DURATION_MS } from './Toast/notify';
export type { NotifyOptions, ToastVariant } from './Toast/notify';

// Actions
export { Button } from './Button/Button';
export type { ButtonProps, ButtonSize, ButtonVariant } from './Button/Button';
export { LinkButton } from './LinkButton/LinkButton';
export type { LinkButtonProps } from './LinkButton/LinkButton';
export { TextLink } from './TextLink/TextLink';

// Display
export { Card, CardHeader, CardTitle, CardDescription, CardContent, CardFooter } from './Card/Card';
export { Badge } from './Badge/Badge';
export type { BadgeProps, BadgeVariant } from './Badge/Badge';
export { Alert } from './Alert/Alert';
export type { AlertProps, AlertVariant } from './Alert/Alert';
export { Tabs, TabList, Tab, TabPanel } from './Tabs/Tabs';
export type { TabsProps, TabListProps, TabProps, TabPanelProps } from './Tabs/Tabs';
export { Dialog } from './Dialog/Dialog';
export type { DialogProps } from './Dialog/Dialog';
export { Table, TableHead, TableBody, TableRow, TableHeaderCell, TableCell, TableCaption } from './Table/Table';
export type { TableProps, TableHeaderCellProps } from './Table/Table';
export { PageLoading, Spinner } from './Spinner/Spinner';
export type { SpinnerProps, SpinnerSize } from './Spinner/Spinner';
export { Skeleton } from './Skeleton/Skeleton';
export type { SkeletonProps } from './Skeleton/Skeleton';
export { Stepper } from './Stepper/Stepper';
export type { StepperProps, StepperStep, StepStatus } from './Stepper/Stepper';
export { stepProgress } from './Stepper/step-progress';
export { VisuallyHidden } from './VisuallyHidden/VisuallyHidden';
export { StrokeIcon } from './StrokeIcon/StrokeIcon';
export type { StrokeIconProps } from './StrokeIcon/StrokeIcon';
export { DetailList } from './DetailList/DetailList';
export { SafeHtml } from './SafeHtml/SafeHtml';
export type { SafeHtmlProps } from './SafeHtml/SafeHtml';
export { sanitizeHtml, setSanitizerWindow } from './SafeHtml/sanitize-html';
export { escapeHtml, paragraphsHtml, listHtml, linkHtml } from './SafeHtml/html-text';
export { StatCard } from './StatCard/StatCard';
export { WelcomeCard } from './WelcomeCard/WelcomeCard';
export type { WelcomeCardProps } from './WelcomeCard/WelcomeCard';
export type { StatCardProps } from './StatCard/StatCard';
export { Pagination } from './Pagination/Pagination';
export type { PaginationProps } from './Pagination/Pagination';
export { useScrollToTop } from './hooks/use-scroll-to-top';
export { pageTitle, SITE_NAME, usePageMeta } from './hooks/use-page-meta';
export type { ServerPageRecord } from './hooks/server-page';
export { ServerPageContext, createServerPageRecord, useServerPageRecord } from './hooks/server-page';

// Dates: the product's two formats
export { formatDate, formatDateTime, formatShortDate, DATE_FORMAT, DATE_TIME_FORMAT, INVALID_DATE } from './format/dates';

// Data: loading, error and empty states of screens that read data
export { DataState, DATA_ERROR_TITLE, DATA_ERROR_FALLBACK } from './DataState/DataState';
export type { DataStateProps, DataStatus } from './DataState/DataState';

// Layout
export { Container } from './Container/Container';
export { PageFrame } from './PageFrame/PageFrame';
export { Section } from './Section/Section';
export { PageHeading } from './PageHeading/PageHeading';
export type { PageHeadingProps } from './PageHeading/PageHeading';
export { Stack } from './Stack/Stack';
export type { StackProps } from './Stack/Stack';
export { Grid, GridList } from './Grid/Grid';
export { SpreadRow } from './SpreadRow/SpreadRow';
export { StackList, ListCard } from './StackList/StackList';
export type { StackListProps } from './StackList/StackList';
export type { GridProps, GridListProps } from './Grid/Grid';
export { NotFoundPage } from './NotFoundPage/NotFoundPage';
export { StandaloneFrame, mountStandalone } from './StandaloneFrame/StandaloneFrame';

// Forms (react-final-form fields and yup validation) are in 'shared-ui/forms' (src/forms.ts), so pages
// without a form do not download final-form.
export { FormError } from './FormError/FormError';
export type { FormErrorProps } from './FormError/FormError';
// The form fields' input look, for an input outside a final-form field (a file or code input)
export { controlStyles } from './FormField/FormField';

// Filters of list pages (state in the URL)
export { FilterInput, FilterSelect, FilterText, FilterSwitch, InlineSelect } from './FilterControls/FilterControls';
export type { FilterOption, FilterSelectProps, FilterTextProps, FilterSwitchProps } from './FilterControls/FilterControls';
export { UploadProgress, useUploadProgress } from './UploadProgress/UploadProgress';
export type { UploadProgressProps, UploadProgressState } from './UploadProgress/UploadProgress';

// A generated file (a PDF, an export) handed to the browser's download
export { saveBlob } from './download/save-blob';
