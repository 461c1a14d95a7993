/**
 * The proportions of a PNG or SVG image, read from its header or its root element; undefined when
 * the file does not say. Used to give an image its width before it loads, so nothing moves when it does.
 */
export function imageSize(content: Buffer, extension: string): { width: number; height: number } | undefined {
  if (extension === '.png') return pngSize(content);
  if (extension === '.svg') return svgSize(content.toString('utf8'));
  return undefined;
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function pngSize(content: Buffer): { width: number; height: number } | undefined {
  // The first chunk is always IHDR: its width and height follow the signature, length and type.
  if (content.length < 24 || !content.subarray(0, 8).equals(PNG_SIGNATURE)) return undefined;
  return positive(content.readUInt32BE(16), content.readUInt32BE(20));
}

function svgSize(text: string): { width: number; height: number } | undefined {
  const root = /<svg\b[^>]*>/i.exec(text)?.[0];
  if (!root) return undefined;
  const attribute = (name: string) => new RegExp(`\\s${name}\\s*=\\s*["']([^"']*)["']`, 'i').exec(root)?.[1];
  const box = attribute('viewBox')?.trim().split(/[\s,]+/).map(Number);
  if (box?.length === 4) return positive(box[2]!, box[3]!);
  return positive(parseFloat(attribute('width') ?? ''), parseFloat(attribute('height') ?? ''));
}

function positive(width: number, height: number): { width: number; height: number } | undefined {
  return width > 0 && height > 0 && Number.isFinite(width) && Number.isFinite(height) ? { width, height } : undefined;
}
