import * as data from '@donation-network/portal-data';
import * as charts from './charts';
import * as forms from './forms';
import * as ui from './index';

test('the public entry exports the documented API', () => {
  const expected = [
    'lightTheme',
    'darkTheme',
    'GlobalStyle',
    'useThemePreference',
    'PortalThemeProvider',
    'ThemeToggle',
    'ToastHost',
    'notify',
    'Button',
    'LinkButton',
    'TextLink',
    'Card',
    'CardHeader',
    'CardTitle',
    'CardDescription',
    'CardContent',
    'CardFooter',
    'Badge',
    'Alert',
    'Tabs',
    'TabList',
    'Tab',
    'TabPanel',
    'Dialog',
    'Table',
    'TableHead',
    'TableBody',
    'TableRow',
    'TableHeaderCell',
    'TableCell',
    'TableCaption',
    'Spinner',
    'Skeleton',
    'Stepper',
    'stepProgress',
    'Container',
    'PageFrame',
    'Section',
    'PageHeading',
    'Stack',
    'Grid',
    'GridList',
    'StackList',
    'ListCard',
    'FormError',
    'VisuallyHidden',
    'StrokeIcon',
    'NotFoundPage',
    'StandaloneFrame',
    'mountStandalone',
    'DataState',
    'formatDate',
    'formatDateTime',
    'formatShortDate',
    'DetailList',
    'StatCard',
    'Pagination',
    'useScrollToTop',
    'SpreadRow',
    'UploadProgress',
    'useUploadProgress',
    'InlineSelect',
  ];
  for (const name of expected) expect(ui).toHaveProperty(name);
  expect(ui.lightTheme.breakpoints.mobile).toBe(768);
});

test('the data layer is not handed out a second way: its helpers come from portal-data only', () => {
  for (const name of ['readQuery', 'readSingle', 'friendlyErrorMessage', 'requestError', 'RequestError', 'isNetworkError']) {
    expect(data).toHaveProperty(name);
    expect(ui).not.toHaveProperty(name);
  }
});

test("the form fields and validation are in 'shared-ui/forms', not in the main entry (pages without a form skip final-form)", () => {
  const fields = [
    'TextField',
    'TextAreaField',
    'SelectField',
    'CheckboxField',
    'ChoiceListField',
    'SwitchField',
    'validateWithSchema',
    'yupErrorToFormErrors',
    'ProfileChangeRequestCard',
  ];
  for (const name of fields) {
    expect(forms).toHaveProperty(name);
    expect(ui).not.toHaveProperty(name);
  }
});

test("the charts are in 'shared-ui/charts', not in the main entry (only dashboards download them)", () => {
  for (const name of ['TimeSeriesChart', 'AnalyticsPanel', 'AnalyticsFigures']) {
    expect(charts).toHaveProperty(name);
    expect(ui).not.toHaveProperty(name);
  }
});
