/** The English texts of the pages (the source language; fr and ar follow its keys). Card titles come from the API. */
export default {
  pages: {
    analyticsCards: 'Analytics cards',
    statisticsCards: 'Statistics cards',
    analyticsDashboard: 'Analytics dashboard',
    ecommerceDashboard: 'eCommerce dashboard',
  },
  // A card's name before its answer (which carries its title) arrives, and in its messages.
  names: {
    analytics: {
      supportTracker: 'Support tracker',
      avgSessions: 'Average sessions',
      revenueReport: 'Revenue report',
      goalOverview: 'Goal overview',
      revenue: 'Monthly revenue',
      productOrders: 'Product orders',
      sessionsDevice: 'Sessions by device',
      customers: 'Customers',
    },
    statistics: {
      ordersBarChart: 'Orders chart',
      profitLineChart: 'Profit chart',
      subscribers: 'Subscribers gained',
      revenue: 'Revenue generated',
      sales: 'Sales',
      orders: 'Orders received',
      siteTraffic: 'Site traffic',
      activeUsers: 'Active users',
      newsletter: 'Mailing list',
    },
  },
  state: {
    loading: 'Loading {{name}}',
    failed: '{{name}} could not be loaded.',
    broken: '{{name}} could not be shown.',
    empty: 'No figures for this choice.',
  },
  choice: {
    period: 'Period of {{name}}',
    year: 'Year of {{name}}',
  },
  periods: {
    last28Days: 'Last 28 Days',
    lastMonth: 'Last Month',
    lastYear: 'Last Year',
  },
  chart: {
    label: '{{caption}}: chart; its figures are in the table that follows',
    value: 'Value',
  },
  support: {
    total: 'Total tickets',
    new: 'New tickets',
    open: 'Open tickets',
    responseTime: 'Response time',
    completed: 'Completed tickets',
    chart: 'Share of tickets completed',
    ticket: 'Tickets',
  },
  sessions: {
    average: 'Average sessions a day',
    change: '{{change}} on the previous period',
    chart: 'Sessions by day of the week',
    day: 'Day',
  },
  report: {
    chart: 'Earnings and expenses by month, {{year}}',
    budgetChart: 'Budget and spending by month, {{year}}',
    month: 'Month',
    total: 'Earnings in {{year}}',
    budget: 'Yearly budget',
  },
  goal: {
    chart: 'Watch-hour goal reached',
    goal: 'Goal',
    reached: 'Reached',
    completed: 'Hours completed',
    inProgress: 'Hours in progress',
  },
  revenue: {
    thisMonth: 'This month',
    lastMonth: 'Last month',
    chart: 'Revenue by day of the month',
    day: 'Day',
  },
  orders: {
    chart: 'Orders by status',
    status: 'Status',
    count: 'Number of orders',
    total: 'Total orders',
  },
  devices: {
    chart: 'Share of views by device',
    device: 'Device',
    share: 'Share of views',
    change: '{{change}} on the previous period',
  },
  customers: {
    chart: 'Audience by kind',
    kind: 'Kind',
    count: 'Number of viewers',
  },
  statistic: {
    chart: '{{title}}, recent points',
    period: 'Point',
    point: 'Point {{number}}',
  },
};
