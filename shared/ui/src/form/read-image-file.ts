/**
 * Why a chosen file is not taken as a picture: not one of the types, over the size, the browser
 * could not read it (moved or deleted since it was chosen, access withdrawn), or could read it
 * but not draw it (a text file renamed fake.png, a damaged or cut-off picture).
 */
export type ImageFileProblem = 'type' | 'size' | 'unreadable' | 'undecodable';

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
 * Whether the browser can draw the data URL, as the preview and every later page will: a file's
 * name and type only say what it claims to be. Every browser the console supports has decode();
 * jsdom decodes no picture and has none, so there the check is left out (a test that gives
 * HTMLImageElement a decode() drives it).
 */
const browserDraws = async (dataUrl: string) => {
  if (!('decode' in HTMLImageElement.prototype)) return true;
  const image = new Image();
  image.src = dataUrl;
  return image.decode().then(
    () => true,
    () => false,
  );
};

/**
 * A picture chosen in a form, checked for type and size before it is read, as a data URL (there is
 * no upload server: the API keeps it as is), and then that the browser can draw it; or why it was refused.
 */
export async function readImageFile(file: File, rules: ImageFileRules): Promise<{ dataUrl: string } | { problem: ImageFileProblem }> {
  if (!rules.types.includes(file.type)) return { problem: 'type' };
  if (file.size > rules.maxKilobytes * 1024) return { problem: 'size' };
  const dataUrl = await readAsDataUrl(file).catch(() => null);
  if (dataUrl === null) return { problem: 'unreadable' };
  return (await browserDraws(dataUrl)) ? { dataUrl } : { problem: 'undecodable' };
}
