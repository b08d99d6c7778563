/**
 * Writes each channel app's browser icons and share image into `apps/<channel>/public/` from the channel's brand
 * colours (packages/config): favicon.ico (PNG inside an ICO), apple-touch-icon.png (180 px), icon-192.png and
 * icon-512.png (web app manifest), og-image.png (1200×630, the share image of pages without one of their own).
 * Run after changing a channel's name or colours: `pnpm --filter @shop/storefront icons`; the files are committed.
 */
import { channels } from '@shop/config/channels';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';

const root = path.resolve(import.meta.dirname, '../../..');

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

function iconSvg(letter: string, color: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512" viewBox="0 0 512 512">
  <rect width="512" height="512" rx="96" fill="${color}"/>
  <text x="256" y="356" font-family="DejaVu Sans, sans-serif" font-weight="700" font-size="300" text-anchor="middle" fill="#ffffff">${escapeXml(letter)}</text>
</svg>`;
}

function shareSvg(name: string, color: string, background: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <rect width="1200" height="630" fill="${background}"/>
  <rect x="0" y="0" width="1200" height="24" fill="${color}"/>
  <rect x="0" y="606" width="1200" height="24" fill="${color}"/>
  <text x="600" y="360" font-family="DejaVu Sans, sans-serif" font-weight="700" font-size="132" text-anchor="middle" fill="${color}">${escapeXml(name)}</text>
</svg>`;
}

/** An ICO file holding one PNG image (allowed since Windows Vista, read by every current browser). */
function pngInIco(png: Buffer, size: number): Buffer {
  const header = Buffer.alloc(22);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(1, 4); // one image
  header.writeUInt8(size >= 256 ? 0 : size, 6);
  header.writeUInt8(size >= 256 ? 0 : size, 7);
  header.writeUInt8(0, 8); // no palette
  header.writeUInt8(0, 9);
  header.writeUInt16LE(1, 10); // colour planes
  header.writeUInt16LE(32, 12); // bits per pixel
  header.writeUInt32LE(png.length, 14);
  header.writeUInt32LE(22, 18); // offset of the image
  return Buffer.concat([header, png]);
}

for (const settings of Object.values(channels)) {
  const target = path.join(root, 'apps', settings.id, 'public');
  await mkdir(target, { recursive: true });
  const icon = Buffer.from(iconSvg(settings.name.charAt(0).toUpperCase(), settings.brand.themeColor));
  const png = (size: number) => sharp(icon).resize(size, size).png({ compressionLevel: 9 }).toBuffer();
  await writeFile(path.join(target, 'favicon.ico'), pngInIco(await png(32), 32));
  await writeFile(path.join(target, 'apple-touch-icon.png'), await png(180));
  // Older iOS asks for the precomposed name first; answering it spares a 404 page render per probe.
  await writeFile(path.join(target, 'apple-touch-icon-precomposed.png'), await png(180));
  await writeFile(path.join(target, 'icon-192.png'), await png(192));
  await writeFile(path.join(target, 'icon-512.png'), await png(512));
  const share = Buffer.from(shareSvg(settings.name, settings.brand.themeColor, settings.brand.backgroundColor));
  await writeFile(path.join(target, 'og-image.png'), await sharp(share).png({ compressionLevel: 9 }).toBuffer());
  console.log(`${settings.id}: icons and share image written to ${path.relative(root, target)}`);
}
