import type { ecommerceMessagesEn } from '@console/contracts';

type EcommerceMessageKey = keyof typeof ecommerceMessagesEn;

/** The e-commerce schemas' messages in French and Arabic (spread into messages-fr/-ar). */
export const ecommerceMessagesFr: Record<EcommerceMessageKey, string> = {
  'ecommerce.errors.productIdInvalid': 'Un identifiant de produit (un nombre entier positif) est obligatoire.',
};

export const ecommerceMessagesAr: Record<EcommerceMessageKey, string> = {
  'ecommerce.errors.productIdInvalid': 'معرّف المنتج (عدد صحيح موجب) مطلوب.',
};
