// Draws the installable app's icons (public/icons/*.png) from public/icons/icon.svg with sharp. Run it again after
// changing the drawing: `node scripts/make-icons.mjs`. The PNGs are committed (the build only copies public/).
import { readFileSync } from 'node:fs';
import sharp from 'sharp';

const dir = new URL('../public/icons/', import.meta.url);
const mark = readFileSync(new URL('icon.svg', dir), 'utf8');
// The maskable icon: the theme's colour to every edge (the launcher cuts its own shape), a white book mark inside
// the middle 60 % (the safe zone is the middle 80 %).
const maskable = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512">
  <rect width="512" height="512" fill="#1f5f8b"/>
  <path d="M186 128h140a20 20 0 0 1 20 20v236l-90-58-90 58V148a20 20 0 0 1 20-20z" fill="#ffffff"/>
</svg>`;

const render = (svg, size, file, background) =>
  sharp(Buffer.from(svg), { density: 300 })
    .resize(size, size)
    .flatten(background ? { background } : false)
    .png({ compressionLevel: 9 })
    .toFile(new URL(file, dir).pathname);

await render(mark, 192, 'icon-192.png');
await render(mark, 512, 'icon-512.png');
await render(maskable, 512, 'icon-maskable-512.png');
// iOS shows transparency as black: the touch icon is flattened on white.
await render(mark, 180, 'apple-touch-icon.png', '#ffffff');
