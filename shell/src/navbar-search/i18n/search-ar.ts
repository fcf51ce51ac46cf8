import type { TextTree } from '@console/contracts';
import type { SearchTexts } from './search-en';

// Arabic has six plural forms; i18next picks the one Intl.PluralRules names.
export const searchAr: SearchTexts & TextTree = {
  open: 'بحث',
  title: 'البحث في وحدة التحكم',
  close: 'إغلاق البحث',
  inputLabel: 'ابحث في الصفحات والملفات وجهات الاتصال',
  placeholder: 'ابحث في الصفحات والملفات وجهات الاتصال…',
  results: 'النتائج',
  prompt: 'اكتب للبحث في الصفحات والملفات وجهات الاتصال.',
  loading: 'جارٍ البحث…',
  noResults: 'لا توجد نتائج لـ «{{query}}».',
  error: 'تعذّر إكمال البحث.',
  retry: 'إعادة المحاولة',
  recordsError: 'تعذّر البحث في: {{groups}}.',
  count_zero: 'لا توجد نتائج',
  count_one: 'نتيجة واحدة',
  count_two: 'نتيجتان',
  count_few: '{{shown}} نتائج',
  count_many: '{{shown}} نتيجة',
  count_other: '{{shown}} نتيجة',
  groups: { pages: 'الصفحات', files: 'الملفات', contacts: 'جهات الاتصال' },
  fileMeta: '{{size}} · بواسطة {{by}}',
  fileToast: 'الملف «{{title}}» ({{size}}، بواسطة {{by}})',
  contactToast: 'جهة الاتصال {{title}} · {{email}}',
  hints: '↑ ↓ للتنقل · Enter للفتح · Esc للإغلاق',
  bookmark: 'إشارة مرجعية: {{title}}',
  bookmarkError: 'تعذّر حفظ الإشارة المرجعية. يرجى المحاولة مرة أخرى.',
  bookmarks: 'الإشارات المرجعية',
  moreBookmarks: 'مزيد من الإشارات المرجعية (+{{shown}})',
  bookmarksError: 'تعذّر تحميل الإشارات المرجعية. إعادة المحاولة',
};
