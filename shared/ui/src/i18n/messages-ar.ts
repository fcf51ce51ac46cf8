import { passwordMinLength, textLimits, taskTags, userPlans, userRoles, userStatuses, type MessageKey } from '@console/contracts';
import { contentPagesMessagesAr } from './messages-content-pages';
import { distributionMessagesAr } from './messages-distribution';
import { ecommerceMessagesAr } from './messages-ecommerce';
import { invoicesMessagesAr } from './messages-invoices';
import { mediaMessagesAr } from './messages-media';

/**
 * The schemas' messages in Arabic ('messages' namespace: flat keys, see form/message-text.ts).
 * Lists of values and numbers come from the same constants as the English, so they never drift.
 */
export const messagesAr: Record<MessageKey, string> = {
  'common.errors.invalid': 'هذه القيمة غير صالحة.',
  'common.errors.lineTooLong': `استخدم ${textLimits.line} حرف على الأكثر.`,
  'common.errors.paragraphTooLong': `استخدم ${textLimits.paragraph} حرف على الأكثر.`,
  'common.errors.longTooLong': `استخدم ${textLimits.long} حرف على الأكثر.`,
  'auth.errors.emailRequired': 'البريد الإلكتروني مطلوب.',
  'auth.errors.emailNoAt': 'يجب أن يحتوي البريد الإلكتروني على @.',
  'auth.errors.emailInvalid': 'البريد الإلكتروني ليس عنوانًا صالحًا.',
  'auth.errors.passwordRequired': 'كلمة المرور مطلوبة.',
  'auth.errors.passwordWeak': `استخدم ${passwordMinLength} أحرف على الأقل تتضمن حرفًا صغيرًا وحرفًا كبيرًا ورقمًا أو رمزًا.`,
  'auth.errors.usernameRequired': 'اسم المستخدم مطلوب.',
  'auth.errors.invalidCredentials': 'البريد الإلكتروني أو كلمة المرور غير صحيحة',
  'auth.errors.loginFailed': 'حدث خطأ ما',
  'auth.errors.emailInUse': 'هذا البريد الإلكتروني مستخدم بالفعل.',
  'auth.errors.usernameInUse': 'اسم المستخدم هذا مستخدم بالفعل.',
  'auth.errors.refreshTokenInvalid': 'رمز التجديد غير صالح',
  'auth.errors.resetLinkInvalid': 'انتهت صلاحية رابط إعادة التعيين هذا أو سبق استخدامه. اطلب رابطًا جديدًا.',
  'auth.errors.passwordsDiffer': 'كلمتا المرور غير متطابقتين.',
  'auth.errors.passwordUnchanged': 'هذه هي كلمة مرورك الحالية. سجّل الدخول بها، أو اختر كلمة مرور أخرى.',
  'todo.errors.taskRequired': 'بيانات المهمة مطلوبة.',
  'todo.errors.titleRequired': 'العنوان مطلوب.',
  'todo.errors.dueDateFormat': 'يجب أن يكون تاريخ الاستحقاق بالصيغة YYYY-MM-DD.',
  'todo.errors.dueDateOutOfRange': 'أدخل تاريخ استحقاق من 2000 إلى 2099.',
  'todo.errors.tagsInvalid': `يجب أن تكون الوسوم من بين: ${taskTags.join('، ')}.`,
  'todo.errors.assigneeInvalid': 'يجب أن يكون للمكلَّف بالمهمة اسم كامل.',
  'todo.errors.descriptionText': 'يجب أن يكون الوصف نصًا.',
  'users.errors.userRequired': 'حقول المستخدم مطلوبة.',
  'users.errors.fullNameRequired': 'الاسم الكامل مطلوب.',
  'users.errors.usernameRequired': 'اسم المستخدم مطلوب.',
  'users.errors.usernameSpaces': 'لا يمكن أن يحتوي اسم المستخدم على مسافات.',
  'users.errors.usernameInUse': 'اسم المستخدم هذا مستخدم بالفعل.',
  'users.errors.emailRequired': 'البريد الإلكتروني مطلوب.',
  'users.errors.emailInvalid': 'البريد الإلكتروني ليس عنوانًا صالحًا.',
  'users.errors.emailInUse': 'هذا البريد الإلكتروني مستخدم بالفعل.',
  'users.errors.companyRequired': 'اسم الشركة مطلوب.',
  'users.errors.countryRequired': 'البلد مطلوب.',
  'users.errors.contactRequired': 'رقم الاتصال مطلوب.',
  'users.errors.contactInvalid': 'أدخل رقم هاتف من 7 إلى 15 رقمًا (يُسمح بعلامة + في البداية وبالمسافات والنقاط والشرطات والأقواس).',
  'users.errors.roleRequired': 'اختر دورًا.',
  'users.errors.roleInvalid': `يجب أن يكون الدور أحد ما يلي: ${userRoles.join('، ')}.`,
  'users.errors.planRequired': 'اختر خطة.',
  'users.errors.planInvalid': `يجب أن تكون الخطة إحدى ما يلي: ${userPlans.join('، ')}.`,
  'users.errors.statusRequired': 'اختر حالة.',
  'users.errors.statusInvalid': `يجب أن تكون الحالة إحدى ما يلي: ${userStatuses.join('، ')}.`,
  'users.errors.avatarText': 'يجب أن تكون الصورة الرمزية نصًا.',
  'users.errors.avatarAddress': 'يجب أن تكون الصورة الرمزية عنوان ويب (https://…‎) أو مسارًا يبدأ بـ /.',
  ...ecommerceMessagesAr,
  ...invoicesMessagesAr,
  ...mediaMessagesAr,
  ...contentPagesMessagesAr,
  ...distributionMessagesAr,
};
