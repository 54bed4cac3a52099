// HEIC photos from phones become JPEG in the browser before upload. The converter (heic2any, about
// 1 MB) loads only when such a photo is picked.
import { isHeic } from './fileKinds';

export async function convertIfHeic(file: File): Promise<File> {
  if (!isHeic(file)) return file;
  const { default: heic2any } = await import('heic2any');
  const result = await heic2any({ blob: file, toType: 'image/jpeg', quality: 0.9 });
  const blob = Array.isArray(result) ? result[0] : result;
  return new File([blob], file.name.replace(/\.hei[cf]$/i, '') + '.jpg', {
    type: 'image/jpeg',
    lastModified: file.lastModified,
  });
}
