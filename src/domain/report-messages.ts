/** What the report and dashboard calls answer when they refuse (the client shows them as they are). */
export const REPORT_MESSAGES = {
  reportNotFound: 'The report was not found.',
  dashboardNotFound: 'The dashboard was not found.',
  widgetNotFound: 'The widget was not found.',
  reportNameInUse: 'Another report has this name.',
  vendorReportsNotShared: 'Only organisation reports can be shared with vendors.',
  vendorDashboardsNotShared: 'Only organisation dashboards can be shared with vendors.',
  reportNotReadable: "The report is not one this dashboard's viewers may see.",
  notYourVendors: 'A vendor user changes only their own vendor’s reports and dashboards.',
  runFailed: 'The report could not be run',
  tooManyWidgets: (max: number) => `A dashboard holds at most ${max} widgets.`,
} as const;
