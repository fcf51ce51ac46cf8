import type { ecommerceMessagesEn } from '@console/contracts';

type EcommerceMessageKey = keyof typeof ecommerceMessagesEn;

/** The e-commerce schemas' messages in French and Arabic (spread into messages-fr/-ar). */
export const ecommerceMessagesFr: Record<EcommerceMessageKey, string> = {
  'ecommerce.errors.productIdInvalid': 'Un identifiant de produit (un nombre entier positif) est obligatoire.',
  'ecommerce.errors.qtyRange': 'La quantité doit être un nombre entier de 1 à 10.',
  'ecommerce.errors.couponUnknown': 'Ce code promo n’est pas valide.',
  'ecommerce.errors.couponRequired': 'Saisissez un code promo.',
  'ecommerce.errors.fullNameRequired': 'Le nom complet est obligatoire.',
  'ecommerce.errors.phoneInvalid': 'Saisissez un numéro de téléphone de 7 à 15 chiffres.',
  'ecommerce.errors.streetRequired': 'L’adresse est obligatoire.',
  'ecommerce.errors.cityRequired': 'La ville est obligatoire.',
  'ecommerce.errors.postcodeInvalid': 'Saisissez un code postal de 3 à 10 lettres ou chiffres.',
  'ecommerce.errors.countryRequired': 'Le pays est obligatoire.',
  'ecommerce.errors.paymentMethodRequired': 'Choisissez un mode de paiement.',
  'ecommerce.errors.cardNameRequired': 'Le nom sur la carte est obligatoire.',
  'ecommerce.errors.cardNumberInvalid': 'Saisissez un numéro de carte de 13 à 19 chiffres.',
  'ecommerce.errors.cardNumberChecksum': 'Vérifiez le numéro de carte : ce n’est pas un numéro de carte valide.',
  'ecommerce.errors.cardExpiryInvalid': 'Saisissez la date d’expiration au format MM/AA.',
  'ecommerce.errors.cardExpired': 'Cette carte a expiré.',
  'ecommerce.errors.cardCvvInvalid': 'Saisissez le code de sécurité à 3 ou 4 chiffres.',
  'ecommerce.errors.cartEmpty': 'Le panier est vide.',
};

export const ecommerceMessagesAr: Record<EcommerceMessageKey, string> = {
  'ecommerce.errors.productIdInvalid': 'معرّف المنتج (عدد صحيح موجب) مطلوب.',
  'ecommerce.errors.qtyRange': 'يجب أن تكون الكمية عددًا صحيحًا من 1 إلى 10.',
  'ecommerce.errors.couponUnknown': 'رمز القسيمة هذا غير صالح.',
  'ecommerce.errors.couponRequired': 'أدخل رمز القسيمة.',
  'ecommerce.errors.fullNameRequired': 'الاسم الكامل مطلوب.',
  'ecommerce.errors.phoneInvalid': 'أدخل رقم هاتف من 7 إلى 15 رقمًا.',
  'ecommerce.errors.streetRequired': 'عنوان الشارع مطلوب.',
  'ecommerce.errors.cityRequired': 'المدينة مطلوبة.',
  'ecommerce.errors.postcodeInvalid': 'أدخل رمزًا بريديًا من 3 إلى 10 أحرف أو أرقام.',
  'ecommerce.errors.countryRequired': 'البلد مطلوب.',
  'ecommerce.errors.paymentMethodRequired': 'اختر طريقة الدفع.',
  'ecommerce.errors.cardNameRequired': 'الاسم على البطاقة مطلوب.',
  'ecommerce.errors.cardNumberInvalid': 'أدخل رقم بطاقة من 13 إلى 19 رقمًا.',
  'ecommerce.errors.cardNumberChecksum': 'تحقّق من رقم البطاقة: إنه ليس رقم بطاقة صالحًا.',
  'ecommerce.errors.cardExpiryInvalid': 'أدخل تاريخ الانتهاء بالصيغة MM/YY.',
  'ecommerce.errors.cardExpired': 'انتهت صلاحية هذه البطاقة.',
  'ecommerce.errors.cardCvvInvalid': 'أدخل رمز الأمان المكوّن من 3 أو 4 أرقام.',
  'ecommerce.errors.cartEmpty': 'سلة التسوق فارغة.',
};
