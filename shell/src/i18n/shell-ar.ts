import { passwordMinLength } from '@console/contracts';
import type { shellEn, shellMessagesEn } from './shell-en';

/** نصوص الواجهة بالعربية (تُعرض من اليمين إلى اليسار). */
export const shellAr: typeof shellEn = {
  mockData: {
    'memory-only': 'لا يسمح هذا المتصفح للوحة التحكم بتخزين البيانات: تُحفظ التغييرات فقط حتى يُعاد تحميل هذه الصفحة أو إغلاقها.',
    reseeded: 'تعذّرت قراءة بيانات العرض المحفوظة في هذا المتصفح، فعادت إلى حالتها الأصلية.',
    'newer-version': 'حُفظت بيانات العرض في هذا المتصفح بإصدار أحدث من لوحة التحكم: هنا تُحفظ التغييرات فقط حتى يُعاد تحميل هذه الصفحة أو إغلاقها.',
  },
  failure: { title: 'حدث خطأ ما', explain: 'واجهت لوحة التحكم خطأً غير متوقع. إعادة التحميل تعيدها عادةً، وما حفظته يبقى محفوظًا.', reload: 'إعادة تحميل لوحة التحكم', details: 'تفاصيل تقنية' },
  brand: {
    teasers: { studio: 'أنشئ، انشر، انمُ', sdk: 'اربط، حلّل، حقّق الأرباح', search: 'اعثر على كل لحظة في كل فيديو' },
    illustration: 'رسم توضيحي لـ {{name}}',
  },
  language: { label: 'اللغة', failed: 'تعذّر تنزيل نصوص «{{language}}». تحقّق من اتصالك وحاول مرة أخرى.' },
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
