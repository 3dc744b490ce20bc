import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, extname, join } from 'node:path';
import sharp from 'sharp';

/**
 * Placeholder artwork made in the repo (no downloads): deterministic SVG scenes rendered to
 * the requested format with sharp. Each motif suggests what the image stands for, so pages
 * look like a lighting catalogue rather than grey boxes.
 */
export type ArtworkMotif =
  | 'downlight'
  | 'panel'
  | 'linear'
  | 'high-bay'
  | 'floodlight'
  | 'emergency'
  | 'bulkhead'
  | 'track'
  | 'lamp'
  | 'scene'
  | 'portrait'
  | 'logo'
  | 'icon'
  | 'document';

export type ArtworkOptions = {
  motif: ArtworkMotif;
  seed: string;
  width: number;
  height: number;
  dark?: boolean;
};

function rand(seed: string): () => number {
  let h = createHash('sha256').update(seed).digest();
  let i = 0;
  return () => {
    if (i + 4 > h.length) {
      h = createHash('sha256').update(h).digest();
      i = 0;
    }
    const v = h.readUInt32BE(i) / 0xffffffff;
    i += 4;
    return v;
  };
}

export function artworkSvg({ motif, seed, width: w, height: h, dark }: ArtworkOptions): string {
  const r = rand(`${motif}:${seed}`);
  const hue = Math.floor(r() * 360);
  const warm = 30 + Math.floor(r() * 20);
  const bgTop = dark ? `hsl(${hue},25%,14%)` : `hsl(${hue},30%,94%)`;
  const bgBottom = dark ? `hsl(${(hue + 40) % 360},30%,6%)` : `hsl(${(hue + 30) % 360},25%,84%)`;
  const glow = `hsl(${warm},100%,70%)`;
  const metal = dark ? '#2b3036' : '#d5d9de';
  const cx = w / 2;
  const cy = h / 2;
  const s = Math.min(w, h);
  let body = '';
  switch (motif) {
    case 'downlight':
    case 'lamp':
      body = `<circle cx="${cx}" cy="${cy}" r="${s * 0.34}" fill="${metal}" stroke="#9aa3ad" stroke-width="${s * 0.02}"/>
        <circle cx="${cx}" cy="${cy}" r="${s * 0.24}" fill="url(#glow)"/>
        <circle cx="${cx}" cy="${cy}" r="${s * 0.12}" fill="#fffbe8"/>`;
      break;
    case 'panel':
      body = `<rect x="${w * 0.18}" y="${h * 0.18}" width="${w * 0.64}" height="${h * 0.64}" rx="${s * 0.02}" fill="${metal}"/>
        <rect x="${w * 0.22}" y="${h * 0.22}" width="${w * 0.56}" height="${h * 0.56}" fill="url(#glow)"/>`;
      break;
    case 'linear':
    case 'track':
    case 'emergency':
      body = `<rect x="${w * 0.08}" y="${cy - s * 0.06}" width="${w * 0.84}" height="${s * 0.12}" rx="${s * 0.03}" fill="${metal}"/>
        <rect x="${w * 0.1}" y="${cy - s * 0.02}" width="${w * 0.8}" height="${s * 0.06}" rx="${s * 0.02}" fill="${glow}"/>
        <ellipse cx="${cx}" cy="${cy + s * 0.22}" rx="${w * 0.42}" ry="${s * 0.14}" fill="url(#glow)" opacity="0.6"/>`;
      break;
    case 'high-bay':
    case 'floodlight':
    case 'bulkhead':
      body = `<path d="M ${cx - s * 0.3} ${cy + s * 0.1} L ${cx - s * 0.18} ${cy - s * 0.22} L ${cx + s * 0.18} ${cy - s * 0.22} L ${cx + s * 0.3} ${cy + s * 0.1} Z" fill="${metal}"/>
        <ellipse cx="${cx}" cy="${cy + s * 0.1}" rx="${s * 0.3}" ry="${s * 0.07}" fill="${glow}"/>
        <path d="M ${cx - s * 0.3} ${cy + s * 0.12} L ${cx - s * 0.45} ${h} L ${cx + s * 0.45} ${h} L ${cx + s * 0.3} ${cy + s * 0.12} Z" fill="url(#glow)" opacity="0.45"/>`;
      break;
    case 'portrait':
      body = `<circle cx="${cx}" cy="${h * 0.38}" r="${s * 0.17}" fill="hsl(${warm},30%,70%)"/>
        <path d="M ${cx - s * 0.32} ${h} Q ${cx} ${h * 0.45} ${cx + s * 0.32} ${h} Z" fill="hsl(${hue},25%,40%)"/>`;
      break;
    case 'logo':
      body = `<rect x="${w * 0.1}" y="${h * 0.3}" width="${w * 0.8}" height="${h * 0.4}" rx="${h * 0.08}" fill="hsl(${hue},35%,35%)"/>
        <circle cx="${w * 0.25}" cy="${cy}" r="${h * 0.12}" fill="#fff"/>
        <rect x="${w * 0.4}" y="${cy - h * 0.05}" width="${w * 0.4}" height="${h * 0.1}" rx="${h * 0.05}" fill="#fff"/>`;
      break;
    case 'icon':
      body = `<circle cx="${cx}" cy="${cy}" r="${s * 0.4}" fill="hsl(${hue},45%,40%)"/>
        <path d="M ${cx - s * 0.15} ${cy} L ${cx - s * 0.03} ${cy + s * 0.12} L ${cx + s * 0.18} ${cy - s * 0.12}" stroke="#fff" stroke-width="${s * 0.07}" fill="none" stroke-linecap="round"/>`;
      break;
    case 'document':
      body = `<rect x="${w * 0.25}" y="${h * 0.12}" width="${w * 0.5}" height="${h * 0.76}" fill="#fff" stroke="#9aa3ad"/>
        ${[0, 1, 2, 3, 4, 5].map((i) => `<rect x="${w * 0.31}" y="${h * (0.22 + i * 0.1)}" width="${w * (0.38 - (i % 2) * 0.12)}" height="${h * 0.03}" fill="hsl(${hue},20%,70%)"/>`).join('')}`;
      break;
    case 'scene': {
      const count = 5 + Math.floor(r() * 4);
      const lights = Array.from({ length: count }, (_, i) => {
        const x = ((i + 0.5) / count) * w;
        return `<ellipse cx="${x}" cy="${h * 0.08}" rx="${w * 0.02}" ry="${h * 0.012}" fill="#fffbe8"/>
          <path d="M ${x - w * 0.015} ${h * 0.09} L ${x - w * 0.09} ${h} L ${x + w * 0.09} ${h} L ${x + w * 0.015} ${h * 0.09} Z" fill="url(#glow)" opacity="0.35"/>`;
      }).join('');
      body = `<rect x="0" y="${h * 0.72}" width="${w}" height="${h * 0.28}" fill="hsl(${hue},15%,${dark ? 10 : 70}%)"/>${lights}`;
      break;
    }
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${bgTop}"/><stop offset="1" stop-color="${bgBottom}"/></linearGradient>
    <radialGradient id="glow"><stop offset="0" stop-color="#fffbe8"/><stop offset="0.6" stop-color="${glow}" stop-opacity="0.8"/><stop offset="1" stop-color="${glow}" stop-opacity="0"/></radialGradient>
  </defs>
  <rect width="${w}" height="${h}" fill="url(#bg)"/>
  ${body}
</svg>`;
}

/** Renders artwork to bytes in the format the file name's extension asks for. */
export async function renderArtwork(fileName: string, opts: ArtworkOptions): Promise<Buffer> {
  const svg = artworkSvg(opts);
  const ext = extname(fileName).toLowerCase();
  if (ext === '.svg') return Buffer.from(svg);
  const img = sharp(Buffer.from(svg));
  if (ext === '.png') return img.png({ compressionLevel: 9 }).toBuffer();
  if (ext === '.webp') return img.webp({ quality: 78 }).toBuffer();
  return img.jpeg({ quality: 78, mozjpeg: true }).toBuffer();
}

/** Writes artwork under the media folder unless the file is already there (seeding is idempotent). */
export async function ensureArtwork(
  mediaDir: string,
  relPath: string,
  opts: ArtworkOptions,
): Promise<void> {
  const file = join(mediaDir, relPath);
  if (existsSync(file)) return;
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, await renderArtwork(relPath, opts));
}

export function mediaDirOf(dataDir: string): string {
  return join(dataDir, 'media');
}
