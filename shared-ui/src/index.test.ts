import * as ui from './index';

test('the public entry exports the documented API', () => {
  const expected = [
    'lightTheme', 'darkTheme', 'GlobalStyle', 'useThemePreference', 'PortalThemeProvider', 'ThemeToggle',
    'ToastHost', 'notify', 'Button', 'LinkButton', 'Card', 'CardHeader', 'CardTitle', 'CardDescription',
    'CardContent', 'CardFooter', 'Badge', 'Alert', 'Tabs', 'TabList', 'Tab', 'TabPanel', 'Dialog', 'Table',
    'TableHead', 'TableBody', 'TableRow', 'TableHeaderCell', 'TableCell', 'TableCaption', 'Spinner', 'Skeleton',
    'Stepper', 'stepProgress', 'Container', 'Section', 'PageHeading', 'Stack', 'Grid', 'TextField',
    'TextAreaField', 'SelectField', 'CheckboxField', 'SwitchField', 'FormError', 'validateWithSchema',
    'VisuallyHidden', 'NotFoundPage', 'StandaloneFrame', 'mountStandalone', 'useAsyncData', 'DataState',
    'friendlyErrorMessage', 'requestError', 'RequestError', 'TimeoutError', 'StatCard', 'Pagination', 'useScrollToTop', 'SpreadRow',
  ];
  for (const name of expected) expect(ui).toHaveProperty(name);
  expect(ui.lightTheme.breakpoints.mobile).toBe(768);
});
