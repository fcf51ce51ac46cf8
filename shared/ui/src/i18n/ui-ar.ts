import type { UiTexts } from './ui-en';

export const uiAr: UiTexts = {
  notFound: { title: 'الصفحة غير موجودة', text: 'لم نعثر على الصفحة التي طلبتها.' },
  notAuthorized: { title: 'غير مصرح لك', text: 'لا يملك حسابك صلاحية فتح هذه الصفحة.' },
  backHome: 'العودة إلى الرئيسية',
};
