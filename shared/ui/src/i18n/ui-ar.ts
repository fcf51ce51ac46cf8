import type { UiTexts } from './ui-en';

export const uiAr: UiTexts = {
  notFound: { title: 'الصفحة غير موجودة', text: 'لم نعثر على الصفحة التي طلبتها.' },
  notAuthorized: { title: 'غير مصرح لك', text: 'لا يملك حسابك صلاحية فتح هذه الصفحة.' },
  backHome: 'العودة إلى الرئيسية',
  loading: 'جارٍ التحميل',
  breadcrumb: 'مسار التنقل',
  retry: 'إعادة المحاولة',
  staleRows: 'الصفوف أدناه من آخر تحميل ناجح.',
  loadFailed: 'حدث خطأ ما. يُرجى المحاولة مرة أخرى.',
  nothingToShow: 'لا يوجد ما يُعرض.',
  standalone: 'مستقل',
  table: {
    loading: 'جارٍ تحميل {{label}}',
    noRows: 'لا توجد صفوف لعرضها.',
    loadFailed: 'تعذّر تحميل الصفوف.',
  },
  filters: {
    label: 'عوامل التصفية',
    clear: 'مسح عوامل التصفية',
  },
  pagination: {
    label: 'ترقيم الصفحات',
    showing: 'عرض {{first}} إلى {{last}} من {{total}} {{items}}',
    none: 'لا توجد نتائج ({{items}})',
    rows: 'صف',
    rowsPerPage: 'عدد الصفوف في الصفحة',
    previous: 'الصفحة السابقة',
    next: 'الصفحة التالية',
    page: 'الصفحة {{page}}',
  },
  dialog: {
    cancel: 'إلغاء',
    close: 'إغلاق',
  },
  undo: 'تراجع',
  form: {
    failed: 'حدث خطأ ما. يُرجى المحاولة مرة أخرى.',
    changeRefused: 'تعذّر حفظ التغيير.',
    leaveTitle: 'هل تريد مغادرة هذه الصفحة؟',
    discardTitle: 'هل تريد تجاهل التغييرات غير المحفوظة؟',
    discard: 'تجاهل التغييرات',
    keepEditing: 'متابعة التعديل',
    discardText: 'لم تُحفظ التغييرات التي أجريتها في هذا النموذج.',
    closePanel: 'إغلاق لوحة {{title}}',
    cancel: 'إلغاء',
  },
};
