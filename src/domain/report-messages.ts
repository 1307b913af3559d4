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
  tookTooLong: 'The report took too long to run',
  tooLongOnBuiltIn: (seconds: number) =>
    `This report would take too long on the built-in database: it was stopped after ${seconds} s, so that everyone else's work goes on. Filter it to fewer orders, or move to PostgreSQL for reports of this size.`,
  tooManyWidgets: (max: number) => `A dashboard holds at most ${max} widgets.`,
} as const;
