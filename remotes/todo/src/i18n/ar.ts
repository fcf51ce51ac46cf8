import type { Translation } from '@console/ui';
import { remoteMeta } from '../remote-meta';
import type en from './en';

export default {
  meta: remoteMeta.texts.ar.meta,
  page: {
    title: 'المهام',
  },
  views: {
    all: 'مهامي',
    important: 'الهامة',
    completed: 'المكتملة',
    deleted: 'المحذوفة',
    tag: 'الوسم: {{tag}}',
    missing: 'لا يوجد عرض مهام باسم «{{name}}».',
    backToAll: 'العودة إلى مهامي',
  },
  tags: {
    team: 'الفريق',
    low: 'منخفضة',
    medium: 'متوسطة',
    high: 'عالية',
    update: 'تحديث',
  },
  sidebar: {
    label: 'عروض المهام',
    add: 'إضافة مهمة',
    filters: 'عوامل التصفية',
    tags: 'الوسوم',
  },
  toolbar: {
    search: 'البحث في المهام',
    sortBy: 'ترتيب حسب',
  },
  sorts: {
    latest: 'الأحدث',
    'title-asc': 'العنوان أ–ي',
    'title-desc': 'العنوان ي–أ',
    assignee: 'المكلَّف',
    'due-date': 'تاريخ الاستحقاق',
  },
  list: {
    label: 'المهام',
    loading: 'جارٍ تحميل المهام',
    loadFailed: 'تعذّر تحميل المهام.',
    emptyTitle: 'لم يتم العثور على مهام.',
    emptyText: 'غيّر البحث، أو اختر عرضًا أو وسمًا آخر.',
  },
  row: {
    markCompleted: 'تحديد «{{title}}» كمكتملة',
    markNotCompleted: 'تحديد «{{title}}» كغير مكتملة',
    important: 'هامة: {{title}}',
  },
  editor: {
    addTitle: 'إضافة مهمة',
    editTitle: 'تعديل المهمة',
    close: 'إغلاق لوحة المهمة',
    title: 'العنوان',
    assignee: 'المكلَّف',
    unassigned: 'غير مكلَّفة',
    assigneesLoading: 'جارٍ تحميل المستخدمين…',
    assigneesFallback: 'تعذّر تحميل المستخدمين، لذا تظهر هنا قائمة الفريق الافتراضي.',
    dueDate: 'تاريخ الاستحقاق',
    tags: 'الوسوم',
    description: 'الوصف',
    completed: 'مكتملة',
    important: 'هامة',
    add: 'إضافة',
    update: 'تحديث',
    delete: 'حذف',
    restore: 'استعادة',
  },
  toasts: {
    unstarred: 'لم تعد «{{title}}» مهمة.',
    reopened: 'أصبحت «{{title}}» مفتوحة من جديد.',
    added: 'تمت إضافة المهمة',
    updated: 'تم تحديث المهمة',
    deleted: 'تم نقل المهمة إلى المحذوفة',
    restored: 'تمت استعادة المهمة',
    flagRefused: 'تعذّر تحديث المهمة.',
    taskNotFound: 'هذه المهمة غير موجودة: ربما حُذفت نهائيًا.',
  },
} satisfies Translation<typeof en>;
