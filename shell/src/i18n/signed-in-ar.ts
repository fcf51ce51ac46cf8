import type { signedInEn } from './signed-in-en';

/** نصوص واجهة لوحة التحكم بعد تسجيل الدخول، بالعربية (انظر signed-in-en.ts). */
export const signedInAr: typeof signedInEn = {
  layout: { skipToContent: 'انتقل إلى المحتوى', scrollToTop: 'العودة إلى الأعلى', loadingPage: 'جارٍ تحميل الصفحة' },
  menu: {
    main: 'القائمة الرئيسية', sidebar: 'الشريط الجانبي', collapse: 'طي القائمة', close: 'إغلاق القائمة',
    unavailable: 'غير متاح', loading: 'جارٍ التحميل',
    home: 'الرئيسية', accessControl: 'التحكم في الوصول',
  },
  navbar: { languageIs: 'اللغة: {{code}}', openMenu: 'فتح القائمة', language: 'اللغة', darkMode: 'الوضع الداكن', customizer: 'إعدادات التخطيط', languageFailed: 'تعذّر تنزيل نصوص «{{language}}». تحقّق من اتصالك وحاول مرة أخرى.' },
  footer: { rights: 'جميع الحقوق محفوظة.', madeFor: 'إدارة المحتوى للإعلام والفيديو' },
  customizer: {
    title: 'إعدادات التخطيط', close: 'إغلاق الإعدادات', reset: 'استعادة الإعدادات الافتراضية',
    skin: 'المظهر', contentWidth: 'عرض المحتوى', menuType: 'القائمة', navbarType: 'شريط التنقل', footerType: 'التذييل',
    routerTransition: 'انتقال الصفحات', menuCollapsed: 'طي القائمة', menuHidden: 'إخفاء القائمة',
    rtl: 'من اليمين إلى اليسار', scrollToTop: 'زر العودة إلى الأعلى',
    options: {
      light: 'فاتح', dark: 'داكن', bordered: 'بحدود', 'semi-dark': 'شبه داكن',
      full: 'كامل', boxed: 'محدود', vertical: 'عمودية', horizontal: 'أفقية',
      static: 'ثابت', sticky: 'ملتصق', floating: 'عائم', hidden: 'مخفي',
      fadeIn: 'تلاشٍ', fadeInLeft: 'انزلاق', zoomIn: 'تكبير', none: 'بدون',
    },
  },
  mockData: {
    title: 'البيانات التجريبية',
    kept: 'تُحفظ تغييراتك في هذا المتصفح، في كل علامات التبويب، حتى تعيد تعيينها.',
    notKept: 'تُحفظ التغييرات فقط حتى يُعاد تحميل هذه الصفحة أو إغلاقها.',
    reset: 'إعادة تعيين البيانات التجريبية',
    confirmTitle: 'إعادة تعيين البيانات التجريبية؟',
    confirmBody: 'ستضيع كل التغييرات التي أُجريت في هذا المتصفح، في كل علامات التبويب، وتعود البيانات إلى حالتها الأصلية. ستُعاد تحميل علامات التبويب المفتوحة.',
    confirmBodyNotKept: 'ستضيع التغييرات التي أُجريت في هذه الصفحة وتعود البيانات إلى حالتها الأصلية. سيُعاد تحميل الصفحة.',
    confirm: 'إعادة التعيين',
    cancel: 'الاحتفاظ بتغييراتي',
    failed: 'تعذرت إعادة تعيين البيانات التجريبية. حاول مرة أخرى.',
    'closed-elsewhere': 'تقوم علامة تبويب أخرى بتحديث البيانات التجريبية المحفوظة في هذا المتصفح أو حذفها: من الآن فصاعدًا تُحفظ التغييرات هنا فقط حتى يُعاد تحميل هذه الصفحة أو إغلاقها.',
  },
  home: { figures: 'لمحة عن اليوم', figuresUnavailable: 'تعذر تحميل الأرقام حاليًا.', apps: 'التطبيقات', title: 'مرحبًا بك في لوحة التحكم', intro: 'اختر تطبيقًا للبدء.', open: 'فتح', unavailable: 'غير متاح حاليًا' },
  acl: { title: 'التحكم في الوصول', signedInAs: 'تم تسجيل الدخول باسم {{name}} ({{email}})، الدور {{role}}.', caption: 'صلاحياتك', action: 'الإجراء', subject: 'الموضوع', actions: { manage: 'أي إجراء', create: 'إنشاء', read: 'قراءة', update: 'تعديل', delete: 'حذف' }, everything: 'الكل' },
  user: { logout: 'تسجيل الخروج', roles: { admin: 'مسؤول', client: 'عميل', editor: 'محرر' } },
  logOut: { title: 'هل تريد تسجيل الخروج وفقدان ما لم يُرسل؟', confirm: 'تسجيل الخروج', stay: 'البقاء متصلاً' },
  remote: { unavailable: '{{name}} غير متاح', explain: 'تعذر تحميل هذا الجزء من لوحة التحكم. باقي الأجزاء تعمل.', retry: 'إعادة المحاولة', retrying: 'جارٍ إعادة المحاولة…' },
  again: {
    title: 'انتهت صلاحية جلستك',
    intro: 'سجّل الدخول مرة أخرى باسم {{email}} للمتابعة. تبقى هذه الصفحة كما هي مع ما كتبته فيها.',
    otherAccount: 'تسجيل الدخول بحساب آخر',
    leaves: 'ستغادر هذه الصفحة: تضيع التغييرات التي لم تُحفظ بعد.',
  },
};
