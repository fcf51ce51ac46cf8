import type { Translation } from '@console/ui';
import type en from './en';

// Arabic has six plural forms (`_zero`, `_one`, `_two`, `_few`, `_many`, `_other`): i18next picks
// the form Intl.PluralRules names, and a form left out would fall back to the English. The tree
// is checked as a value, not as a literal, so these extra forms pass while every key of the
// English stays required.
const ar = {
  roles: { admin: 'مدير', author: 'مؤلف', editor: 'محرر', maintainer: 'مشرف', subscriber: 'مشترك' },
  plans: { basic: 'أساسية', company: 'شركة', enterprise: 'مؤسسة', team: 'فريق' },
  statuses: { active: 'نشط', inactive: 'غير نشط', pending: 'قيد الانتظار' },
  fields: {
    fullName: 'الاسم الكامل',
    username: 'اسم المستخدم',
    email: 'البريد الإلكتروني',
    contact: 'الهاتف',
    company: 'الشركة',
    country: 'البلد',
    role: 'الدور',
    plan: 'الخطة',
    status: 'الحالة',
    avatar: 'رابط الصورة الرمزية (اختياري)',
  },
  list: {
    title: 'المستخدمون',
    heading: 'قائمة المستخدمين',
    table: 'المستخدمون',
    itemLabel: 'مستخدمين',
    pages: 'صفحات قائمة المستخدمين',
    empty: 'لا يوجد مستخدمون يطابقون البحث وعوامل التصفية.',
    loadFailed: 'تعذّر تحميل المستخدمين.',
    userColumn: 'المستخدم',
    actionsColumn: 'الإجراءات',
    delete: 'حذف',
    deleteUser: 'حذف {{name}}',
  },
  filters: {
    label: 'تصفية المستخدمين',
    search: 'البحث عن مستخدمين',
    searchPlaceholder: 'الاسم أو اسم المستخدم',
    allRoles: 'كل الأدوار',
    allPlans: 'كل الخطط',
    allStatuses: 'كل الحالات',
  },
  stats: {
    heading: 'المستخدمون حسب الحالة',
    total: 'كل المستخدمين',
    failed: 'تعذّر تحميل الأعداد.',
  },
  add: {
    open: 'إضافة مستخدم',
    title: 'إضافة مستخدم',
    submit: 'إضافة',
    chooseRole: 'اختر دورًا',
    choosePlan: 'اختر خطة',
    chooseStatus: 'اختر حالة',
    added: 'تمت إضافة {{name}}.',
  },
  remove: {
    title: 'حذف المستخدم؟',
    text: 'حذف {{name}} (@{{username}})؟ يمكنك التراجع عن ذلك خلال بضع ثوانٍ.',
    confirm: 'حذف',
    cancel: 'إلغاء',
    done: 'تم حذف {{name}}.',
    undo: 'تراجع',
    failed: 'تعذّر حذف {{name}}. {{reason}}',
  },
  export: {
    button: 'تصدير CSV',
    done_zero: 'لم يُصدَّر أي مستخدم.',
    done_one: 'تم تصدير مستخدم واحد.',
    done_two: 'تم تصدير مستخدمَين.',
    done_few: 'تم تصدير {{number}} مستخدمين.',
    done_many: 'تم تصدير {{number}} مستخدمًا.',
    done_other: 'تم تصدير {{number}} مستخدم.',
    failed: 'فشل التصدير.',
  },
  view: {
    breadcrumb: 'مسار التنقل',
    users: 'المستخدمون',
    userWithId: 'المستخدم {{id}}',
    loading: 'جارٍ تحميل المستخدم',
    loadFailed: 'تعذّر تحميل المستخدم.',
    notFound: 'المستخدم غير موجود',
    notFoundText: 'لا يوجد مستخدم بالمعرّف «{{id}}». ربما تم حذفه.',
    back: 'العودة إلى قائمة المستخدمين',
  },
  profile: {
    details: 'التفاصيل',
    term: '{{term}}:',
  },
  plan: {
    title: 'الخطة',
    current: 'الخطة الحالية',
  },
  activity: {
    title: 'النشاط',
    loading: 'جارٍ تحميل النشاط',
    loadFailed: 'تعذّر تحميل المهام.',
    none: 'لا توجد مهام مسندة إلى {{name}}.',
    summary_zero: 'لا توجد مهام مسندة.',
    summary_one: 'مهمة واحدة مسندة (المفتوحة: {{open}}، المكتملة: {{done}}).',
    summary_two: 'مهمتان مسندتان (المفتوحة: {{open}}، المكتملة: {{done}}).',
    summary_few: '{{tasks}} مهام مسندة (المفتوحة: {{open}}، المكتملة: {{done}}).',
    summary_many: '{{tasks}} مهمة مسندة (المفتوحة: {{open}}، المكتملة: {{done}}).',
    summary_other: '{{tasks}} مهمة مسندة (المفتوحة: {{open}}، المكتملة: {{done}}).',
    latest: 'أحدث المهام',
    due: 'الاستحقاق: {{date}}',
    completed: 'مكتملة',
    open: 'مفتوحة',
    todoLink: 'فتح قائمة المهام',
    notAllowed: 'لا يمكن لحسابك الاطلاع على المهام التي يأتي منها هذا النشاط.',
  },
};

/** The users pages' Arabic texts. */
export default ar satisfies Translation<typeof en>;
