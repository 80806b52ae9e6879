/** Phone photos above this are made smaller before they are sent. */
export const SHRINK_ABOVE_BYTES = 2.5 * 1024 * 1024;
/** Longest side of a shrunk photo: every word of a worksheet page stays readable. */
const MAX_SIDE = 2400;
const JPEG_QUALITY = 0.85;

/**
 * A large photo redrawn at a size a teacher can still read, as JPEG, so a cheap phone on school
 * Wi-Fi sends 1 MB instead of 8 and a 12 MB camera photo is not refused. Null when the browser
 * cannot, or when it would not be smaller: the original is sent then.
 */
export async function shrinkPhoto(photo: Blob): Promise<Blob | null> {
  if (photo.size <= SHRINK_ABOVE_BYTES || typeof createImageBitmap !== 'function') return null;
  try {
    const bitmap = await createImageBitmap(photo);
    const scale = Math.min(1, MAX_SIDE / Math.max(bitmap.width, bitmap.height));
    const canvas = document.createElement('canvas');
    canvas.width = Math.round(bitmap.width * scale);
    canvas.height = Math.round(bitmap.height * scale);
    const context = canvas.getContext('2d');
    if (!context) return null;
    // JPEG has no transparency: a see-through PNG would turn black without a white page below.
    context.fillStyle = '#fff';
    context.fillRect(0, 0, canvas.width, canvas.height);
    context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    bitmap.close();
    const smaller = await new Promise<Blob | null>((resolve) =>
      canvas.toBlob(resolve, 'image/jpeg', JPEG_QUALITY),
    );
    return smaller && smaller.size < photo.size ? smaller : null;
  } catch {
    return null;
  }
}
