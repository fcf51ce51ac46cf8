import { passwordMinLength } from '@console/contracts';
import type { shellEn, shellMessagesEn } from './shell-en';

/** نصوص الواجهة بالعربية (تُعرض من اليمين إلى اليسار). */
export const shellAr: typeof shellEn = {
  layout: { skipToContent: 'انتقل إلى المحتوى', scrollToTop: 'العودة إلى الأعلى', loadingPage: 'جارٍ تحميل الصفحة' },
  menu: {
    main: 'القائمة الرئيسية', sidebar: 'الشريط الجانبي', collapse: 'طي القائمة', close: 'إغلاق القائمة',
    unavailable: 'غير متاح', loading: 'جارٍ التحميل',
    home: 'الرئيسية', accessControl: 'التحكم في الوصول',
  },
  navbar: { openMenu: 'فتح القائمة', language: 'اللغة', darkMode: 'الوضع الداكن', customizer: 'إعدادات التخطيط', languageFailed: 'تعذّر تنزيل نصوص «{{language}}». تحقّق من اتصالك وحاول مرة أخرى.' },
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
    'memory-only': 'لا يسمح هذا المتصفح للوحة التحكم بتخزين البيانات: تُحفظ التغييرات فقط حتى يُعاد تحميل هذه الصفحة أو إغلاقها.',
    reseeded: 'تعذر استخدام البيانات المحفوظة من إصدار أقدم، فعادت إلى حالتها الأصلية.',
  },
  home: { figures: 'لمحة عن اليوم', figuresUnavailable: 'تعذر تحميل الأرقام حاليًا.', apps: 'التطبيقات', title: 'مرحبًا بك في لوحة التحكم', intro: 'اختر تطبيقًا للبدء.', open: 'فتح', unavailable: 'غير متاح حاليًا' },
  acl: { title: 'التحكم في الوصول', signedInAs: 'تم تسجيل الدخول باسم {{name}} ({{email}})، الدور {{role}}.', caption: 'صلاحياتك', action: 'الإجراء', subject: 'الموضوع', actions: { manage: 'أي إجراء', create: 'إنشاء', read: 'قراءة', update: 'تعديل', delete: 'حذف' }, everything: 'الكل' },
  user: { logout: 'تسجيل الخروج', roles: { admin: 'مسؤول', client: 'عميل', editor: 'محرر' } },
  failure: { title: 'حدث خطأ ما', explain: 'واجهت لوحة التحكم خطأً غير متوقع. إعادة التحميل تعيدها عادةً، وما حفظته يبقى محفوظًا.', reload: 'إعادة تحميل لوحة التحكم', details: 'تفاصيل تقنية' },
  remote: { unavailable: '{{name}} غير متاح', explain: 'تعذر تحميل هذا الجزء من لوحة التحكم. باقي الأجزاء تعمل.', retry: 'إعادة المحاولة', retrying: 'جارٍ إعادة المحاولة…' },
  again: {
    title: 'انتهت صلاحية جلستك',
    intro: 'سجّل الدخول مرة أخرى باسم {{email}} للمتابعة. تبقى هذه الصفحة كما هي مع ما كتبته فيها.',
    otherAccount: 'تسجيل الدخول بحساب آخر',
    leaves: 'ستغادر هذه الصفحة: تضيع التغييرات التي لم تُحفظ بعد.',
  },
  brand: {
    teasers: { studio: 'أنشئ، انشر، انمُ', sdk: 'اربط، حلّل، حقّق الأرباح', search: 'اعثر على كل لحظة في كل فيديو' },
    illustration: 'رسم توضيحي لـ {{name}}',
  },
  auth: {
    signIn: 'تسجيل الدخول', signingIn: 'جارٍ تسجيل الدخول…', welcomeBack: 'مرحبًا بعودتك. سجّل الدخول لإدارة المحتوى.',
    email: 'البريد الإلكتروني', password: 'كلمة المرور', username: 'اسم المستخدم', forgot: 'نسيت كلمة المرور؟', newHere: 'جديد هنا؟',
    createAccount: 'إنشاء حساب', expired: 'انتهت صلاحية الجلسة. يرجى تسجيل الدخول مرة أخرى.', elsewhere: 'لقد سجّلت الخروج في علامة تبويب أخرى.', switched: 'سجّل حساب آخر الدخول في علامة تبويب أخرى. سجّل الدخول مرة أخرى للمتابعة هنا.',
    unreadable: 'تعذّرت قراءة جلستك المحفوظة، لذا تم تسجيل خروجك. يرجى تسجيل الدخول مرة أخرى.',
    demoAccounts: 'حسابات تجريبية', use: 'استخدام', useAccount: 'حساب {{account}}', administrator: 'المسؤول', client: 'العميل', editor: 'المحرر', accountLine: '{{account}}:',
    welcome: 'مرحبًا، {{name}}!', registerTitle: 'إنشاء حساب', registerIntro: 'ابدأ بإدارة قنواتك ومقاطع الفيديو.',
    create: 'إنشاء الحساب', creating: 'جارٍ إنشاء الحساب…', haveAccount: 'لديك حساب بالفعل؟', welcomeAboard: 'أهلًا بك، {{name}}!',
    forgotTitle: 'نسيت كلمة المرور؟', forgotIntro: 'أدخل بريدك الإلكتروني وسنرسل لك رابطًا لإعادة تعيينها.',
    sendLink: 'إرسال الرابط', sentTo: 'إذا كان هناك حساب للعنوان {{email}}، فالرابط في طريقه إليك.', backToSignIn: 'العودة إلى تسجيل الدخول',
    artwork: 'رسم توضيحي',
    show: 'إظهار', hide: 'إخفاء', passwordWord: 'كلمة المرور',
    sending: 'جارٍ الإرسال…',
    resetTitle: 'اختر كلمة مرور جديدة', resetIntro: 'اختر كلمة المرور التي ستسجّل الدخول بها من الآن فصاعدًا.',
    newPassword: 'كلمة المرور الجديدة', confirmPassword: 'تأكيد كلمة المرور', newPasswordWord: 'كلمة المرور الجديدة', confirmPasswordWord: 'تأكيد كلمة المرور',
    changePassword: 'تغيير كلمة المرور', changing: 'جارٍ تغيير كلمة المرور…', passwordChanged: 'تم تغيير كلمة المرور. سجّل الدخول بكلمة المرور الجديدة.',
    resetIncomplete: 'رابط إعادة التعيين هذا غير مكتمل. افتح الرابط كاملًا من البريد الإلكتروني، أو اطلب رابطًا جديدًا.', askNewLink: 'اطلب رابطًا جديدًا',
  },
};

/** صياغة الواجهة لرسائل التحقق في صفحات تسجيل الدخول (انظر shellMessagesEn). */
export const shellMessagesAr: typeof shellMessagesEn = {
  'auth.errors.emailRequired': 'أدخل بريدك الإلكتروني.',
  'auth.errors.emailNoAt': 'أدخل عنوان بريد صالحًا، مثل name@example.com.',
  'auth.errors.emailInvalid': 'أدخل عنوان بريد صالحًا، مثل name@example.com.',
  'auth.errors.passwordRequired': 'أدخل كلمة المرور.',
  'auth.errors.passwordWeak': `استخدم ${passwordMinLength} أحرف على الأقل تتضمن حرفًا صغيرًا وحرفًا كبيرًا ورقمًا أو رمزًا.`,
  'auth.errors.usernameRequired': 'اختر اسم مستخدم.',
};
