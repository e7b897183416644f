// Catalogue pictures drawn on the fly as small SVGs (a few hundred bytes, no binary assets to ship):
// an isometric box in the board colour of the variant with its size, a bundle as a stack of boxes,
// and the print patterns. Every picture has the 4:3 view box the storefront reserves for it.
import { API_BASE_PATH } from '@ph/contracts/http';

/** Where the API serves catalogue pictures; the seed stores these URLs (see README "Images"). */
export const IMAGE_BASE = `${API_BASE_PATH}/assets`;

export const imageUrl = {
  product: (sku: string, view: 'main' | 'detail') => `${IMAGE_BASE}/products/${sku}/${view}.svg`,
  variant: (sku: string) => `${IMAGE_BASE}/variants/${sku}.svg`,
  /** The variant's other gallery views: opened (its inside and lid) and its front drawn flat with its size. */
  variantView: (sku: string, view: VariantView) => `${IMAGE_BASE}/variants/${sku}/${view}.svg`,
  bundle: (key: string) => `${IMAGE_BASE}/bundles/${key}.svg`,
  pattern: (key: string) => `${IMAGE_BASE}/patterns/${key}.svg`,
  customSize: (productSku: string) => `${IMAGE_BASE}/custom-size/${productSku}.svg`,
  size: (sizeKey: string) => `${IMAGE_BASE}/sizes/${sizeKey.toLowerCase()}.svg`,
  property: (type: string, key: string, view: 'swatch' | 'description') => `${IMAGE_BASE}/properties/${type}/${propertySlug(key)}/${view}.svg`,
  dieline: (productSku: string, sizeCode: string) => `${IMAGE_BASE}/dielines/${productSku}/${sizeCode.toLowerCase()}.svg`,
};

/** A property key as a URL segment: `Outside + Inside` → `outside-inside`. */
export function propertySlug(key: string): string {
  return key
    .replace(/[^a-z0-9]+/gi, '-')
    .replace(/^-+|-+$/g, '')
    .toLowerCase();
}

export const VARIANT_VIEWS = ['open', 'front'] as const;
export type VariantView = (typeof VARIANT_VIEWS)[number];

export const IMAGE_WIDTH = 400;
export const IMAGE_HEIGHT = 300;

export interface BoxPicture {
  length: number;
  width: number;
  height: number;
  /** Board colour (material_color or the material's natural colour). */
  board: string;
  /** Printed: a mark on the front in this colour. */
  ink: string | null;
  /** Shown under the box, e.g. "F22 · 220 × 160 × 50 mm". */
  label: string | null;
  /** Dimension letters on the edges (the custom size picture). */
  dimensionLetters?: boolean;
  /** The inner liner's colour (a white-inside board differs from its outside). */
  inside?: string;
  /** Printed inside: a mark inside the lid in this colour. */
  insideInk?: string | null;
}

export const BOARD_COLOURS: Readonly<Record<string, string>> = { white: '#f3f1ec', kraft: '#c89f6a', black: '#2b2b2b' };

/** The board colour of a variant: its `material_color`, else what its material looks like. */
export function boardColour(props: { material_color?: string | undefined; material?: string | undefined }): string {
  if (props.material_color && BOARD_COLOURS[props.material_color]) return BOARD_COLOURS[props.material_color]!;
  if (props.material?.includes('natural')) return BOARD_COLOURS.kraft!;
  return BOARD_COLOURS.white!;
}

/** The inner liner: white for boards with a white inside (or two white sides), else the board itself. */
export function insideColour(props: { material?: string | undefined }, board: string): string {
  return props.material && /white-inside|white-two-sides/.test(props.material) ? BOARD_COLOURS.white! : board;
}

/** Whether the print reaches the inside (a print mode or a coverage "with inside"). */
export function printsInside(props: { print_mode?: string | undefined; print_coverage?: string | undefined }): boolean {
  return Boolean(props.print_mode?.includes('inside')) || Boolean(props.print_coverage?.includes('Inside'));
}

/** Ink of a print mode, or null without print. */
export function inkColour(printMode: string | undefined, board: string): string | null {
  if (!printMode || printMode === 'no-print') return null;
  if (printMode.startsWith('print-monochrome-white')) return '#ffffff';
  if (printMode.startsWith('print-monochrome')) return board === BOARD_COLOURS.black ? '#f3f1ec' : '#1d1d1b';
  return '#1d63ed';
}

export function esc(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

const r1 = (n: number) => Math.round(n * 10) / 10;

/** Isometric projection of (x along length, y along width, z up). */
function projector(box: { length: number; width: number; height: number }, area: { x: number; y: number; w: number; h: number }) {
  const c = Math.cos(Math.PI / 6);
  const s = 0.5;
  const raw = (x: number, y: number, z: number) => [(x - y) * c, (x + y) * s - z] as const;
  const corners = [0, box.length].flatMap((x) => [0, box.width].flatMap((y) => [0, box.height].map((z) => raw(x, y, z))));
  const xs = corners.map((p) => p[0]);
  const ys = corners.map((p) => p[1]);
  const minX = Math.min(...xs);
  const minY = Math.min(...ys);
  const scale = Math.min(area.w / (Math.max(...xs) - minX || 1), area.h / (Math.max(...ys) - minY || 1));
  const offX = area.x + (area.w - (Math.max(...xs) - minX) * scale) / 2;
  const offY = area.y + (area.h - (Math.max(...ys) - minY) * scale) / 2;
  return (x: number, y: number, z: number) => {
    const [px, py] = raw(x, y, z);
    return `${r1(offX + (px - minX) * scale)},${r1(offY + (py - minY) * scale)}`;
  };
}

function boxShapes(box: BoxPicture, area: { x: number; y: number; w: number; h: number }): string {
  const p = projector(box, area);
  const { length: L, width: W, height: H } = box;
  const face = (pts: string[], shade: number) =>
    `<polygon points="${pts.join(' ')}" fill="${box.board}"/>` + (shade > 0 ? `<polygon points="${pts.join(' ')}" fill="#000" fill-opacity="${shade}"/>` : '');
  const top = [p(0, 0, H), p(L, 0, H), p(L, W, H), p(0, W, H)];
  const front = [p(0, W, 0), p(L, W, 0), p(L, W, H), p(0, W, H)];
  const side = [p(L, 0, 0), p(L, W, 0), p(L, W, H), p(L, 0, H)];
  let out = face(top, 0) + face(front, 0.12) + face(side, 0.25);
  out += `<polyline points="${[...top, top[0]!].join(' ')}" fill="none" stroke="#000" stroke-opacity=".35"/>`;
  out += `<polyline points="${[p(0, W, H), p(0, W, 0), p(L, W, 0), p(L, 0, 0), p(L, 0, H)].join(' ')} " fill="none" stroke="#000" stroke-opacity=".35"/>`;
  out += `<line x1="${p(L, W, 0).split(',')[0]}" y1="${p(L, W, 0).split(',')[1]}" x2="${p(L, W, H).split(',')[0]}" y2="${p(L, W, H).split(',')[1]}" stroke="#000" stroke-opacity=".35"/>`;
  if (box.ink) {
    // A round logo in the middle of the front face.
    const [cx, cy] = p(L / 2, W, H / 2).split(',').map(Number);
    const radius = Math.max(4, Math.min(H, L) * 0.25 * (area.w / Math.max(L + W, 1)));
    out += `<ellipse cx="${cx}" cy="${cy}" rx="${r1(radius)}" ry="${r1(radius * 0.8)}" fill="${box.ink}" fill-opacity=".85"/>`;
  }
  if (box.dimensionLetters) {
    const mid = (a: string, b: string) => {
      const [ax, ay] = a.split(',').map(Number);
      const [bx, by] = b.split(',').map(Number);
      return [r1(((ax ?? 0) + (bx ?? 0)) / 2), r1(((ay ?? 0) + (by ?? 0)) / 2)];
    };
    const letter = (pos: number[], text: string, dx: number, dy: number) =>
      `<text x="${(pos[0] ?? 0) + dx}" y="${(pos[1] ?? 0) + dy}" font-family="sans-serif" font-size="18" fill="#1d63ed">${text}</text>`;
    out += letter(mid(p(0, W, 0), p(L, W, 0)), 'L', -6, 22) + letter(mid(p(L, W, 0), p(L, 0, 0)), 'W', 6, 20) + letter(mid(p(L, 0, 0), p(L, 0, H)), 'H', 8, 6);
  }
  return out;
}

export function svg(body: string, title: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${IMAGE_WIDTH} ${IMAGE_HEIGHT}" width="${IMAGE_WIDTH}" height="${IMAGE_HEIGHT}" role="img">` +
    `<title>${esc(title)}</title><rect width="100%" height="100%" fill="#f6f7f9"/>${body}</svg>`
  );
}

/** One box with its label. */
export function boxSvg(box: BoxPicture, title: string): string {
  const area = { x: 40, y: 24, w: IMAGE_WIDTH - 80, h: IMAGE_HEIGHT - (box.label ? 84 : 48) };
  const label = box.label
    ? `<text x="${IMAGE_WIDTH / 2}" y="${IMAGE_HEIGHT - 24}" text-anchor="middle" font-family="sans-serif" font-size="18" fill="#333">${esc(box.label)}</text>`
    : '';
  return svg(boxShapes(box, area) + label, title);
}

/**
 * The box opened: its lid raised at the back hinge, so the inner liner, the floor and a print inside
 * show. Drawn back to front (lid, inner walls, floor, then the outer front and side over them).
 */
export function openBoxSvg(box: BoxPicture, title: string): string {
  const { length: L, width: W, height: H } = box;
  const p = projector({ length: L, width: W, height: H + W }, { x: 40, y: 20, w: IMAGE_WIDTH - 80, h: IMAGE_HEIGHT - 40 });
  const inside = box.inside ?? box.board;
  const poly = (pts: string[], fill: string, shade: number) =>
    `<polygon points="${pts.join(' ')}" fill="${fill}"/>` + (shade > 0 ? `<polygon points="${pts.join(' ')}" fill="#000" fill-opacity="${shade}"/>` : '');
  const edge = (pts: string[]) => `<polygon points="${pts.join(' ')}" fill="none" stroke="#000" stroke-opacity=".35"/>`;
  const lid = [p(0, 0, H), p(L, 0, H), p(L, 0, H + W), p(0, 0, H + W)];
  const back = [p(0, 0, 0), p(L, 0, 0), p(L, 0, H), p(0, 0, H)];
  const left = [p(0, 0, 0), p(0, W, 0), p(0, W, H), p(0, 0, H)];
  const floor = [p(0, 0, 0), p(L, 0, 0), p(L, W, 0), p(0, W, 0)];
  const front = [p(0, W, 0), p(L, W, 0), p(L, W, H), p(0, W, H)];
  const side = [p(L, 0, 0), p(L, W, 0), p(L, W, H), p(L, 0, H)];
  let out = poly(lid, inside, 0.04) + edge(lid) + poly(back, inside, 0.1) + poly(left, inside, 0.2) + poly(floor, inside, 0.14);
  if (box.insideInk) {
    const [cx, cy] = p(L / 2, 0, H + W / 2).split(',').map(Number);
    const scale = (IMAGE_WIDTH - 80) / Math.max(L + W, 1);
    const radius = Math.max(4, Math.min(W, L) * 0.22 * scale);
    out += `<ellipse cx="${cx}" cy="${cy}" rx="${r1(radius)}" ry="${r1(radius * 0.8)}" fill="${box.insideInk}" fill-opacity=".85"/>`;
  }
  out += poly(front, box.board, 0.12) + poly(side, box.board, 0.25) + edge(front) + edge(side);
  return svg(out, title);
}

/** The front drawn flat, with its print and its outer length and height in millimetres. */
export function frontSvg(box: BoxPicture, title: string): string {
  const area = { w: IMAGE_WIDTH - 150, h: IMAGE_HEIGHT - 110 };
  const scale = Math.min(area.w / Math.max(box.length, 1), area.h / Math.max(box.height, 1));
  const w = r1(box.length * scale);
  const h = r1(box.height * scale);
  // Room on the right for the height's figure.
  const x = r1((IMAGE_WIDTH - 50 - w) / 2);
  const y = r1(40 + (area.h - h) / 2);
  const text = (tx: number, ty: number, body: string, anchor: 'middle' | 'start') =>
    `<text x="${r1(tx)}" y="${r1(ty)}" text-anchor="${anchor}" font-family="sans-serif" font-size="16" fill="#333">${body}</text>`;
  let out = `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${box.board}" stroke="#000" stroke-opacity=".35"/>`;
  if (box.ink) out += `<ellipse cx="${r1(x + w / 2)}" cy="${r1(y + h / 2)}" rx="${r1(Math.max(4, h * 0.3))}" ry="${r1(Math.max(3, h * 0.24))}" fill="${box.ink}" fill-opacity=".85"/>`;
  const dim = `stroke="#333" stroke-width="1.5"`;
  // Dimension lines: the length under the front, the height beside it.
  out += `<line x1="${x}" y1="${r1(y + h + 16)}" x2="${r1(x + w)}" y2="${r1(y + h + 16)}" ${dim}/><line x1="${r1(x + w + 16)}" y1="${y}" x2="${r1(x + w + 16)}" y2="${r1(y + h)}" ${dim}/>`;
  out += text(x + w / 2, y + h + 36, `${Math.round(box.length)} mm`, 'middle');
  out += text(x + w + 22, y + h / 2 + 5, `${Math.round(box.height)} mm`, 'start');
  return svg(out, title);
}

/** Up to three boxes side by side (a bundle). */
export function bundleSvg(boxes: readonly BoxPicture[], title: string): string {
  const shown = boxes.slice(0, 3);
  const w = (IMAGE_WIDTH - 40) / Math.max(shown.length, 1);
  const body = shown.map((b, i) => boxShapes(b, { x: 20 + i * w + 8, y: 40, w: w - 16, h: IMAGE_HEIGHT - 80 })).join('');
  return svg(body, title);
}

/** Deterministic small integer from a key, so each pattern looks the same on every request. */
function hash(key: string): number {
  let h = 2166136261;
  for (const ch of key) h = Math.imul(h ^ ch.charCodeAt(0), 16777619) >>> 0;
  return h;
}

const PATTERN_INKS = ['#1d63ed', '#e4572e', '#2a9d8f', '#f4a261', '#8e44ad', '#c0392b'];

/** A repeating tile: dots, stripes or waves by the pattern key. */
export function patternSvg(key: string, title: string): string {
  const h = hash(key);
  const ink = PATTERN_INKS[h % PATTERN_INKS.length]!;
  const kind = key.includes('stripe') || key.includes('flag') ? 'stripes' : key.includes('wave') || key.includes('lea') ? 'waves' : 'dots';
  const size = 24 + (h % 3) * 8;
  let tile: string;
  if (kind === 'stripes') tile = `<rect width="${size / 2}" height="${size}" fill="${ink}"/>`;
  else if (kind === 'waves') tile = `<path d="M0 ${size / 2} Q ${size / 4} 0 ${size / 2} ${size / 2} T ${size} ${size / 2}" fill="none" stroke="${ink}" stroke-width="3"/>`;
  else tile = `<circle cx="${size / 2}" cy="${size / 2}" r="${size / 5}" fill="${ink}"/>`;
  const body = `<defs><pattern id="p" width="${size}" height="${size}" patternUnits="userSpaceOnUse">${tile}</pattern></defs><rect width="100%" height="100%" fill="url(#p)"/>`;
  return svg(body, title);
}
