import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, extname, join } from 'node:path';
import sharp from 'sharp';
import { packageRoot } from '#src/lib/package-root.ts';

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
  | 'document'
  | 'page';

export type ArtworkOptions = {
  motif: ArtworkMotif;
  seed: string;
  width: number;
  height: number;
  dark?: boolean;
  /** Drawn in the corner: a flipbook page's number. */
  label?: string;
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

export function artworkSvg({
  motif,
  seed,
  width: w,
  height: h,
  dark,
  label,
}: ArtworkOptions): string {
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
    case 'page': {
      // A catalogue spread's page: a coloured header band, a product picture, spec lines.
      const lines = [0, 1, 2, 3, 4, 5, 6]
        .map(
          (i) =>
            `<rect x="${w * 0.1}" y="${h * (0.62 + i * 0.045)}" width="${w * (0.8 - (i % 3) * 0.15)}" height="${h * 0.014}" fill="hsl(${hue},15%,78%)"/>`,
        )
        .join('');
      body = `<rect width="${w}" height="${h}" fill="#fff"/>
        <rect width="${w}" height="${h * 0.12}" fill="hsl(${hue},45%,32%)"/>
        <rect x="${w * 0.1}" y="${h * 0.18}" width="${w * 0.8}" height="${h * 0.38}" fill="hsl(${hue},25%,90%)"/>
        <circle cx="${cx}" cy="${h * 0.37}" r="${s * 0.14}" fill="url(#glow)"/>
        <circle cx="${cx}" cy="${h * 0.37}" r="${s * 0.06}" fill="#fffbe8"/>${lines}`;
      break;
    }
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
  ${body}${label ? `\n  <text x="${w * 0.92}" y="${h * 0.96}" font-family="sans-serif" font-size="${Math.round(s * 0.05)}" text-anchor="end" fill="#3a4048">${label}</text>` : ''}
</svg>`;
}

/**
 * The placeholder clip every `.mp4` content path gets: four seconds of light sweeping along a
 * row of fittings (H.264, 49 KB), recorded once from a canvas in Chromium, since video cannot
 * be drawn like the pictures. Case-study carousels play it muted and looped (spec §2).
 */
export const PLACEHOLDER_CLIP = join(
  packageRoot(import.meta.dirname),
  'assets',
  'corridor-sweep.mp4',
);

/** Renders artwork to bytes in the format the file name's extension asks for. */
export async function renderArtwork(fileName: string, opts: ArtworkOptions): Promise<Buffer> {
  const ext = extname(fileName).toLowerCase();
  if (ext === '.mp4') return readFileSync(PLACEHOLDER_CLIP);
  if (ext === '.pdf') return placeholderPdf(opts.seed);
  const svg = artworkSvg(opts);
  if (ext === '.svg') return Buffer.from(svg);
  const img = sharp(Buffer.from(svg));
  if (ext === '.pdf') return pdfOfJpeg(await img.jpeg({ quality: 70 }).toBuffer(), opts);
  if (ext === '.png') return img.png({ compressionLevel: 9 }).toBuffer();
  if (ext === '.webp') return img.webp({ quality: 78 }).toBuffer();
  return img.jpeg({ quality: 78, mozjpeg: true }).toBuffer();
}

/**
 * A one-page A4 PDF whose only text is the document's name (`sustainability-report-2025` →
 * "Sustainability report 2025"): content links to documents (reports, certificates) open a
 * real file, as they would from the CMS, without a PDF library for a placeholder.
 */
export function placeholderPdf(name: string): Buffer {
  const words = name.replace(/-/g, ' ');
  const title = (words.charAt(0).toUpperCase() + words.slice(1)).replace(/[()\\]/g, '');
  const stream = `BT /F1 24 Tf 72 770 Td (${title}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((obj, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${obj}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
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

/**
 * A one-page PDF showing a JPEG (PDF embeds JPEG bytes as they are: DCTDecode), so a
 * brochure's download is a real PDF without a PDF library.
 */
function pdfOfJpeg(jpeg: Buffer, { width, height }: Pick<ArtworkOptions, 'width' | 'height'>) {
  const content = `q ${width} 0 0 ${height} 0 0 cm /Im0 Do Q`;
  const objects: (string | Buffer)[][] = [
    ['<< /Type /Catalog /Pages 2 0 R >>'],
    ['<< /Type /Pages /Kids [3 0 R] /Count 1 >>'],
    [
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${width} ${height}] /Resources << /XObject << /Im0 4 0 R >> >> /Contents 5 0 R >>`,
    ],
    [
      `<< /Type /XObject /Subtype /Image /Width ${width} /Height ${height} /ColorSpace /DeviceRGB /BitsPerComponent 8 /Filter /DCTDecode /Length ${jpeg.length} >>\nstream\n`,
      jpeg,
      '\nendstream',
    ],
    [`<< /Length ${content.length} >>\nstream\n${content}\nendstream`],
  ];
  const parts: Buffer[] = [Buffer.from('%PDF-1.4\n')];
  const offsets: number[] = [];
  let size = parts[0]!.length;
  const push = (chunk: string | Buffer) => {
    const b = typeof chunk === 'string' ? Buffer.from(chunk, 'latin1') : chunk;
    parts.push(b);
    size += b.length;
  };
  objects.forEach((chunks, i) => {
    offsets.push(size);
    push(`${i + 1} 0 obj\n`);
    chunks.forEach(push);
    push('\nendobj\n');
  });
  const xref = size;
  push(
    `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`,
  );
  return Buffer.concat(parts);
}
