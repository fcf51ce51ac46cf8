import { uploadImageMaxKilobytes, type mediaMessagesEn } from '@console/contracts';

type MediaMessageKey = keyof typeof mediaMessagesEn;

/** The media schemas' messages in French and Arabic (spread into messages-fr/-ar). */
export const mediaMessagesFr: Record<MediaMessageKey, string> = {
  'media.errors.titleRequired': 'Le titre est obligatoire.',
  'media.errors.titleTooLong': 'Le titre doit faire au plus 100 caractères.',
  'media.errors.descriptionTooLong': 'La description doit faire au plus 5000 caractères.',
  'media.errors.tagsTooMany': 'Une vidéo peut avoir au plus 20 mots-clés.',
  'media.errors.thumbnailInvalid': 'La miniature doit être une image (chemin, adresse web ou image importée).',
  'media.errors.logoInvalid': 'Le logo doit être une image (chemin, adresse web ou image importée).',
  'media.errors.thumbnailRequired': 'Une vidéo publiée doit avoir une miniature.',
  'media.errors.categoryRequired': 'Une vidéo publiée doit avoir une catégorie.',
  'media.errors.statusInvalid': 'Statut inconnu.',
  'media.errors.durationInvalid': 'La durée doit être un nombre entier de secondes.',
  'media.errors.nameRequired': 'Le nom est obligatoire.',
  'media.errors.nameTooLong': 'Le nom doit faire au plus 60 caractères.',
  'media.errors.nameInUse': 'Ce nom est déjà utilisé.',
  'media.errors.slugInvalid': 'Le slug doit être en minuscules, mots reliés par des tirets.',
  'media.errors.slugInUse': 'Ce slug est déjà utilisé.',
  'media.errors.colourInvalid': 'La couleur doit être de la forme #1a2b3c.',
  'media.errors.parentInvalid': 'Le parent doit être une catégorie de premier niveau.',
  'media.errors.parentHasSubcategories': 'Une catégorie qui a des sous-catégories reste de premier niveau : déplacez d’abord ses sous-catégories.',
  'media.errors.limitInvalid': 'La limite doit être comprise entre 1 et 200.',
  'media.errors.videosInvalid': 'Les vidéos doivent être une liste d’identifiants.',
  'media.errors.thumbnailFileType': 'Choisissez une image PNG, JPEG, GIF ou WebP.',
  'media.errors.thumbnailFileSize': `L’image doit faire au plus ${uploadImageMaxKilobytes} Ko.`,
};

export const mediaMessagesAr: Record<MediaMessageKey, string> = {
  'media.errors.titleRequired': 'العنوان مطلوب.',
  'media.errors.titleTooLong': 'يجب ألا يتجاوز العنوان 100 حرف.',
  'media.errors.descriptionTooLong': 'يجب ألا يتجاوز الوصف 5000 حرف.',
  'media.errors.tagsTooMany': 'يمكن أن يحمل الفيديو 20 وسمًا على الأكثر.',
  'media.errors.thumbnailInvalid': 'يجب أن تكون الصورة المصغرة صورة (مسار أو عنوان ويب أو صورة مرفوعة).',
  'media.errors.logoInvalid': 'يجب أن يكون الشعار صورة (مسار أو عنوان ويب أو صورة مرفوعة).',
  'media.errors.thumbnailRequired': 'يحتاج الفيديو المنشور إلى صورة مصغرة.',
  'media.errors.categoryRequired': 'يحتاج الفيديو المنشور إلى فئة.',
  'media.errors.statusInvalid': 'حالة غير معروفة.',
  'media.errors.durationInvalid': 'يجب أن تكون المدة عددًا صحيحًا من الثواني.',
  'media.errors.nameRequired': 'الاسم مطلوب.',
  'media.errors.nameTooLong': 'يجب ألا يتجاوز الاسم 60 حرفًا.',
  'media.errors.nameInUse': 'هذا الاسم مستخدم بالفعل.',
  'media.errors.slugInvalid': 'يجب أن يكون المعرّف كلمات بأحرف صغيرة تفصلها شرطات.',
  'media.errors.slugInUse': 'هذا المعرّف مستخدم بالفعل.',
  'media.errors.colourInvalid': 'يجب أن يكون اللون بصيغة ‎#1a2b3c.',
  'media.errors.parentInvalid': 'يجب أن يكون الأصل فئة من المستوى الأول.',
  'media.errors.parentHasSubcategories': 'تبقى الفئة التي لها فئات فرعية في المستوى الأول: انقل فئاتها الفرعية أولاً.',
  'media.errors.limitInvalid': 'يجب أن يكون الحد بين 1 و200.',
  'media.errors.videosInvalid': 'يجب أن تكون مقاطع الفيديو قائمة معرّفات.',
  'media.errors.thumbnailFileType': 'اختر صورة بصيغة PNG أو JPEG أو GIF أو WebP.',
  'media.errors.thumbnailFileSize': `يجب ألا يتجاوز حجم الصورة ${uploadImageMaxKilobytes} كيلوبايت.`,
};
