// 'shared-ui/charts': the dashboards' charts. A separate entry from '@donation-network/shared-ui' (the
// singleton every page loads), so only the pages that draw a chart download it.
export { TimeSeriesChart } from './TimeSeriesChart/TimeSeriesChart';
export type { ChartSeries, TimeSeriesChartProps } from './TimeSeriesChart/TimeSeriesChart';
export { PeriodPicker } from './PeriodPicker/PeriodPicker';
export type { PeriodPickerProps } from './PeriodPicker/PeriodPicker';
export { AnalyticsPanel, AnalyticsFigures, AnalyticsBlock } from './AnalyticsPanel/AnalyticsPanel';
export type {
  AnalyticsPanelProps,
  AnalyticsPeriodChoice,
  AnalyticsFiguresProps,
  AnalyticsTotal,
  AnalyticsChart,
  AnalyticsBlockProps,
} from './AnalyticsPanel/AnalyticsPanel';
