import type { invoicesMessagesEn } from '@console/contracts';

type InvoicesMessageKey = keyof typeof invoicesMessagesEn;

/** The invoices schemas' messages in French and Arabic (spread into messages-fr/-ar). */
export const invoicesMessagesFr: Record<InvoicesMessageKey, string> = {
  'invoices.errors.required': 'Remplissez ce champ.',
  'invoices.errors.email': 'Saisissez une adresse e-mail valide.',
  'invoices.errors.date': 'Saisissez une date.',
  'invoices.errors.dueBeforeIssued': 'L’échéance ne peut pas précéder la date d’émission.',
  'invoices.errors.items': 'Ajoutez au moins une ligne.',
  'invoices.errors.money': 'Saisissez un montant comme 12,50.',
  'invoices.errors.qty': 'Saisissez une quantité entière à partir de 1.',
  'invoices.errors.taxRate': 'Saisissez un taux de 0 à 100.',
  'invoices.errors.discountTooHigh': 'La remise ne peut pas dépasser le sous-total.',
  'invoices.errors.amountPositive': 'Saisissez un montant supérieur à zéro.',
  'invoices.errors.amountTooHigh': 'Le paiement ne peut pas dépasser le solde.',
  'invoices.errors.amountTooLarge': 'Saisissez un montant d’au plus 1,000,000,000.00.',
  'invoices.errors.totalTooLarge': 'Le total ne peut pas dépasser 1,000,000,000.00.',
  'invoices.errors.method': 'Choisissez un mode de paiement.',
  'invoices.errors.alreadyPaid': 'Cette facture est déjà payée.',
  'invoices.errors.totalBelowPaid': 'Le total ne peut pas être inférieur au montant déjà payé.',
  'invoices.errors.phone': 'Saisissez un numéro de téléphone de 7 à 15 chiffres (espaces, points, tirets, parenthèses et un + initial acceptés).',
};

export const invoicesMessagesAr: Record<InvoicesMessageKey, string> = {
  'invoices.errors.required': 'املأ هذا الحقل.',
  'invoices.errors.email': 'أدخل عنوان بريد إلكتروني صالحًا.',
  'invoices.errors.date': 'أدخل تاريخًا.',
  'invoices.errors.dueBeforeIssued': 'لا يمكن أن يسبق تاريخ الاستحقاق تاريخ الإصدار.',
  'invoices.errors.items': 'أضف بندًا واحدًا على الأقل.',
  'invoices.errors.money': 'أدخل مبلغًا مثل 12.50.',
  'invoices.errors.qty': 'أدخل كمية صحيحة من 1.',
  'invoices.errors.taxRate': 'أدخل نسبة من 0 إلى 100.',
  'invoices.errors.discountTooHigh': 'لا يمكن أن يتجاوز الخصم المجموع الفرعي.',
  'invoices.errors.amountPositive': 'أدخل مبلغًا أكبر من صفر.',
  'invoices.errors.amountTooHigh': 'لا يمكن أن تتجاوز الدفعة الرصيد المستحق.',
  'invoices.errors.amountTooLarge': 'أدخل مبلغًا لا يتجاوز 1,000,000,000.00.',
  'invoices.errors.totalTooLarge': 'لا يمكن أن يتجاوز الإجمالي 1,000,000,000.00.',
  'invoices.errors.method': 'اختر طريقة الدفع.',
  'invoices.errors.alreadyPaid': 'هذه الفاتورة مدفوعة بالفعل.',
  'invoices.errors.totalBelowPaid': 'لا يمكن أن يقل الإجمالي عن المبلغ المدفوع بالفعل.',
  'invoices.errors.phone': 'أدخل رقم هاتف من 7 إلى 15 رقمًا (يُسمح بالمسافات والنقاط والشرطات والأقواس و+ في البداية).',
};
