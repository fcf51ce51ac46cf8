import { uploadImageMaxKilobytes } from './content-pages-messages';

/** An uploaded PNG, JPEG, GIF or WebP as the base64 data URL the console's upload fields make. */
export const uploadedImagePattern = /^data:image\/(png|jpeg|gif|webp);base64,[A-Za-z0-9+/]+=*$/;

/** A data URL carries the file in base64: four characters for every three bytes, after a short header. */
export const maxDataUrlLength = (uploadImageMaxKilobytes * 1024 * 4) / 3 + 40;

/** A data URL no longer than an upload of at most `uploadImageMaxKilobytes` makes ('' and addresses pass: they carry no file). */
export const withinUploadSize = (value: string) => !value.startsWith('data:') || value.length <= maxDataUrlLength;
