/**
 * Why a chosen file is not taken as a picture: not one of the types, over the size, or the
 * browser could not read it (moved or deleted since it was chosen, access withdrawn).
 */
export type ImageFileProblem = 'type' | 'size' | 'unreadable';

export interface ImageFileRules {
  types: readonly string[];
  maxKilobytes: number;
}

const readAsDataUrl = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    reader.readAsDataURL(file);
  });

/**
 * A picture chosen in a form, checked for type and size before it is read, as a data URL (there is
 * no upload server: the API keeps it as is), or why it was refused.
 */
export async function readImageFile(file: File, rules: ImageFileRules): Promise<{ dataUrl: string } | { problem: ImageFileProblem }> {
  if (!rules.types.includes(file.type)) return { problem: 'type' };
  if (file.size > rules.maxKilobytes * 1024) return { problem: 'size' };
  return readAsDataUrl(file).then(
    (dataUrl) => ({ dataUrl }),
    () => ({ problem: 'unreadable' as const }),
  );
}
