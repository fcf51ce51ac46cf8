import { distributionLimits, type distributionMessagesEn } from '@console/contracts';

type DistributionMessageKey = keyof typeof distributionMessagesEn;

/** The distribution schemas' messages in French and Arabic (spread into messages-fr/-ar). */
export const distributionMessagesFr: Record<DistributionMessageKey, string> = {
  'distribution.errors.nameRequired': 'Saisissez un nom.',
  'distribution.errors.nameTooLong': `Un nom doit comporter au plus ${distributionLimits.name} caractères.`,
  'distribution.errors.providerRequired': 'Saisissez le nom du fournisseur.',
  'distribution.errors.brandRequired': 'Choisissez une marque.',
  'distribution.errors.playlistsRequired': 'Choisissez au moins une playlist.',
  'distribution.errors.keywordsRequired': 'Ajoutez au moins un mot-clé.',
  'distribution.errors.keywordsTooMany': `Une campagne peut avoir au plus ${distributionLimits.keywords} mots-clés.`,
  'distribution.errors.keywordTooLong': `Un mot-clé doit comporter au plus ${distributionLimits.keyword} caractères.`,
  'distribution.errors.videosRequired': 'Choisissez au moins une vidéo à promouvoir.',
  'distribution.errors.videosOfBrand': 'Ne promouvez que des vidéos de la marque de la campagne.',
  'distribution.errors.videosUnknown': 'Une vidéo choisie n’est plus dans la médiathèque.',
  'distribution.errors.playlistsUnknown': 'Une playlist choisie n’est plus dans la médiathèque.',
  'distribution.errors.dateInvalid': 'Saisissez une date.',
  'distribution.errors.endBeforeStart': 'La date de fin doit être égale ou postérieure à la date de début.',
  'distribution.errors.budgetInvalid': 'Le budget quotidien doit être supérieur à 0.',
  'distribution.errors.emailInvalid': 'Saisissez un e-mail de contact valide.',
  'distribution.errors.domainsInvalid': 'Saisissez des domaines comme example.com, séparés par des virgules.',
  'distribution.errors.shareInvalid': 'La part des revenus doit être comprise entre 0 et 100.',
  'distribution.errors.statusMove': "Ce changement de statut n'est pas autorisé.",
  'distribution.errors.newCampaignStatus': 'Une nouvelle campagne commence en brouillon ou active.',
  'distribution.errors.campaignEnded': 'Une campagne terminée ne peut plus être modifiée.',
};

export const distributionMessagesAr: Record<DistributionMessageKey, string> = {
  'distribution.errors.nameRequired': 'أدخل اسمًا.',
  'distribution.errors.nameTooLong': `يجب ألا يتجاوز الاسم ${distributionLimits.name} حرفًا.`,
  'distribution.errors.providerRequired': 'أدخل اسم المزوّد.',
  'distribution.errors.brandRequired': 'اختر علامة تجارية.',
  'distribution.errors.playlistsRequired': 'اختر قائمة تشغيل واحدة على الأقل.',
  'distribution.errors.keywordsRequired': 'أضف كلمة مفتاحية واحدة على الأقل.',
  'distribution.errors.keywordsTooMany': `يمكن أن تحتوي الحملة على ${distributionLimits.keywords} كلمة مفتاحية على الأكثر.`,
  'distribution.errors.keywordTooLong': `يجب ألا تتجاوز الكلمة المفتاحية ${distributionLimits.keyword} حرفًا.`,
  'distribution.errors.videosRequired': 'اختر فيديو واحدًا على الأقل للترويج.',
  'distribution.errors.videosOfBrand': 'روّج فقط لفيديوهات العلامة التجارية للحملة.',
  'distribution.errors.videosUnknown': 'لم يعد أحد الفيديوهات المختارة في مكتبة الوسائط.',
  'distribution.errors.playlistsUnknown': 'لم تعد إحدى قوائم التشغيل المختارة في مكتبة الوسائط.',
  'distribution.errors.dateInvalid': 'أدخل تاريخًا.',
  'distribution.errors.endBeforeStart': 'يجب أن يكون تاريخ الانتهاء في تاريخ البدء أو بعده.',
  'distribution.errors.budgetInvalid': 'يجب أن تكون الميزانية اليومية أكبر من 0.',
  'distribution.errors.emailInvalid': 'أدخل بريدًا إلكترونيًا صالحًا للتواصل.',
  'distribution.errors.domainsInvalid': 'أدخل نطاقات مثل example.com مفصولة بفواصل.',
  'distribution.errors.shareInvalid': 'يجب أن تكون حصة الإيرادات بين 0 و100.',
  'distribution.errors.statusMove': 'تغيير الحالة هذا غير مسموح.',
  'distribution.errors.newCampaignStatus': 'تبدأ الحملة الجديدة كمسودة أو نشطة.',
  'distribution.errors.campaignEnded': 'لا يمكن تغيير حملة منتهية.',
};
