import type { Translation } from '@console/ui';
import type en from './en';

/** Arabic texts. */
export default {
  pages: {
    analyticsCards: 'بطاقات التحليلات',
    statisticsCards: 'بطاقات الإحصائيات',
    analyticsDashboard: 'لوحة التحليلات',
    ecommerceDashboard: 'لوحة التجارة الإلكترونية',
  },
  names: {
    analytics: {
      supportTracker: 'متابعة الدعم',
      avgSessions: 'متوسط الجلسات',
      revenueReport: 'تقرير الإيرادات',
      goalOverview: 'نظرة على الهدف',
      revenue: 'الإيرادات الشهرية',
      productOrders: 'طلبات المنتجات',
      sessionsDevice: 'الجلسات حسب الجهاز',
      customers: 'العملاء',
    },
    statistics: {
      ordersBarChart: 'مخطط الطلبات',
      profitLineChart: 'مخطط الأرباح',
      subscribers: 'المشتركون',
      revenue: 'الإيرادات المحققة',
      sales: 'المبيعات',
      orders: 'الطلبات المستلمة',
      siteTraffic: 'زيارات الموقع',
      activeUsers: 'المستخدمون النشطون',
      newsletter: 'القائمة البريدية',
    },
  },
  state: {
    loading: 'جارٍ تحميل {{name}}',
    failed: 'تعذّر تحميل «{{name}}».',
    broken: 'تعذّر عرض «{{name}}».',
    empty: 'لا توجد أرقام لهذا الاختيار.',
    emptyNow: 'لا توجد أرقام لعرضها بعد.',
  },
  choice: {
    period: 'فترة {{name}}',
    year: 'سنة {{name}}',
  },
  periods: {
    last28Days: 'آخر 28 يومًا',
    lastMonth: 'الشهر الماضي',
    lastYear: 'السنة الماضية',
  },
  chart: {
    label: '{{caption}}: مخطط؛ أرقامه في الجدول التالي',
    value: 'القيمة',
  },
  support: {
    total: 'إجمالي التذاكر',
    new: 'تذاكر جديدة',
    open: 'تذاكر مفتوحة',
    responseTime: 'مدة الاستجابة',
    completed: 'تذاكر منجزة',
    chart: 'نسبة التذاكر المنجزة',
    ticket: 'التذاكر',
  },
  sessions: {
    average: 'متوسط الجلسات يوميًا',
    change: '{{change}} مقارنة بالفترة السابقة',
    chart: 'الجلسات حسب يوم الأسبوع',
    day: 'اليوم',
  },
  report: {
    chart: 'الأرباح والمصروفات حسب الشهر، {{year}}',
    budgetChart: 'الميزانية والإنفاق حسب الشهر، {{year}}',
    month: 'الشهر',
    total: 'الأرباح في {{year}}',
    budget: 'الميزانية السنوية',
  },
  goal: {
    chart: 'نسبة تحقيق هدف ساعات المشاهدة',
    goal: 'الهدف',
    reached: 'المُحقَّق',
    completed: 'الساعات المنجزة',
    inProgress: 'الساعات قيد التنفيذ',
  },
  revenue: {
    thisMonth: 'هذا الشهر',
    lastMonth: 'الشهر الماضي',
    chart: 'الإيرادات حسب يوم الشهر',
    day: 'اليوم',
  },
  orders: {
    chart: 'الطلبات حسب الحالة',
    status: 'الحالة',
    count: 'الطلبات',
    total: 'إجمالي الطلبات',
  },
  devices: {
    chart: 'نسبة المشاهدات حسب الجهاز',
    device: 'الجهاز',
    share: 'نسبة المشاهدات',
    change: '{{change}} مقارنة بالفترة السابقة',
  },
  customers: {
    chart: 'الجمهور حسب النوع',
    kind: 'النوع',
    count: 'المشاهدون',
  },
  statistic: {
    chart: '{{title}}، آخر القراءات',
    period: 'القراءة',
    point: 'القراءة {{number}}',
  },
} satisfies Translation<typeof en>;
