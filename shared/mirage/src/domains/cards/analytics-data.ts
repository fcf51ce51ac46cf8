import { cardPeriods, revenueReportYears, type CardAnalyticsResponses } from '@console/contracts/src/cards';
import { watchHourGoal, watchHoursCompleted, wholePercent } from './shares';

const last_days = [...cardPeriods];
const tickets = { totalTickets: 164, openTickets: 58 };
// The share of the goal reached: the goal card's gauge and the sessions card's goal bar alike.
const goalReached = wholePercent(watchHoursCompleted, watchHourGoal);

/** The analytics cards of a streaming studio's dashboard: fixed figures, like the template's. */
export const analyticsCards: CardAnalyticsResponses = {
  'support-tracker': {
    title: 'Viewer Support Tracker',
    last_days,
    ...tickets,
    newTickets: 31,
    responseTimeDays: 1,
    // A ticket not open is completed: the share follows from the counts shown with it.
    completedPercent: wholePercent(tickets.totalTickets - tickets.openTickets, tickets.totalTickets),
  },
  'avg-sessions': {
    title: 'Average Watch Sessions',
    last_days,
    sessions: 2740,
    growthPercent: 5.2,
    categories: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'],
    series: [{ name: 'Sessions', data: [1850, 2120, 2410, 2380, 2960, 3740, 3720] }],
    progress: [
      { label: 'Watch-hour goal', value: watchHourGoal, format: 'hours', percent: goalReached },
      { label: 'Viewers', value: 84_300, format: 'count', percent: 60 },
      { label: 'Retention', value: 90, format: 'percent', percent: 90 },
      { label: 'Average watch time', value: 38, format: 'minutes', percent: 63 },
    ],
  },
  'revenue-report': {
    title: 'Revenue Report',
    years: [...revenueReportYears],
    categories: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep'],
    series: [
      // Ad and subscription earnings up, production spend down (negative bars).
      { name: 'Earning', data: [95, 177, 284, 256, 105, 63, 168, 218, 72] },
      { name: 'Expense', data: [-145, -80, -60, -180, -100, -60, -85, -75, -100] },
    ],
    // The Earning and Budget bars' sums, in dollars (by-period.ts computes them for each year).
    total: 1_438_000,
    budget: 528_000,
    budgetSeries: [
      { name: 'Budget', data: [61, 48, 69, 52, 60, 40, 79, 60, 59] },
      { name: 'Spent', data: [20, 10, 30, 15, 23, 0, 25, 15, 20] },
    ],
  },
  'goal-overview': {
    title: 'Watch-Hour Goal',
    goalHours: watchHourGoal,
    completedHours: watchHoursCompleted,
    inProgressHours: 13_561,
    completedPercent: goalReached,
  },
  revenue: {
    title: 'Ad Revenue',
    thisMonth: 86_589,
    lastMonth: 73_683,
    categories: ['01', '05', '09', '13', '17', '21', '26', '31'],
    series: [
      { name: 'This Month', data: [4500, 4700, 4480, 4750, 4550, 4800, 4650, 4860] },
      { name: 'Last Month', data: [4600, 4800, 4550, 4600, 4450, 4650, 4500, 4700] },
    ],
  },
  'product-orders': {
    title: 'Merch Orders',
    last_days,
    total: 42_459,
    segments: [
      { name: 'Finished', value: 23_043, color: 'primary' },
      { name: 'Pending', value: 14_658, color: 'warning' },
      { name: 'Rejected', value: 4_758, color: 'danger' },
    ],
  },
  'sessions-device': {
    title: 'Views by Device',
    last_days,
    devices: [
      { name: 'Smart TV', usagePercent: 46.2, changePercent: 3.1, color: 'primary' },
      { name: 'Mobile', usagePercent: 38.4, changePercent: 6.8, color: 'warning' },
      { name: 'Desktop', usagePercent: 15.4, changePercent: -2.4, color: 'danger' },
    ],
  },
  customers: {
    title: 'Audience',
    last_days,
    segments: [
      { name: 'New subscribers', value: 690, color: 'primary' },
      { name: 'Returning viewers', value: 258, color: 'warning' },
      { name: 'Referrals', value: 149, color: 'danger' },
    ],
  },
};
