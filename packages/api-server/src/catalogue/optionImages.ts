// Pictures of the configurator's choices, drawn like the box pictures (images.ts): a swatch per
// property value (`swatch`, the PIM's `image`), an explanatory diagram (`description`, the PIM's
// `descriptionImage`), and a flat dieline of a size. No text but numbers, so one drawing serves
// every language (the storefront writes the alt text).
import type { PropertyType } from './constants';
import { BOARD_COLOURS, svg } from './images';

const KRAFT = BOARD_COLOURS.kraft!;
const WHITE = BOARD_COLOURS.white!;
const BLACK = BOARD_COLOURS.black!;
const INK = '#1d63ed';
const CMYK = ['#00a3e0', '#e5007d', '#ffe500', '#1d1d1b'];
const FOIL: Readonly<Record<string, [string, string]>> = { gold: ['#b8862b', '#f6dc8a'], silver: ['#8d949c', '#eef1f4'] };

/** Outside and inside board colours of a material. */
function liners(material: string): [string, string] {
  if (material === 'cardboard-white-one-side') return [WHITE, KRAFT];
  if (material.includes('natural')) return [KRAFT, material.includes('white-inside') ? WHITE : KRAFT];
  return [WHITE, WHITE];
}

const corrugated = (material: string) => material !== 'cardboard-white' && material !== 'cardboard-cardstock' && !material.startsWith('cardboard-coated');

/** A board sample with a corner folded back, so both sides show. */
function boardSample(outside: string, inside: string, extra = ''): string {
  return (
    `<rect x="40" y="30" width="320" height="240" rx="6" fill="${outside}" stroke="#000" stroke-opacity=".2"/>` +
    extra +
    `<polygon points="280,270 360,190 360,270" fill="${inside}" stroke="#000" stroke-opacity=".25"/>` +
    `<polygon points="280,270 360,190 280,190" fill="#000" fill-opacity=".08"/>`
  );
}

/** Cross-section of the board: liners and, for corrugated board, the flute between them. */
function boardSection(material: string): string {
  const [outside, inside] = liners(material);
  const layer = (y: number, fill: string) => `<rect x="30" y="${y}" width="340" height="14" fill="${fill}" stroke="#000" stroke-opacity=".3"/>`;
  if (!corrugated(material)) return layer(120, outside) + layer(134, inside) + (material.startsWith('cardboard-coated') ? `<rect x="30" y="114" width="340" height="6" fill="#fff" stroke="#000" stroke-opacity=".2"/>` : '');
  // The wave between the liners: crests touch the outer liner, troughs the inner one.
  let flute = 'M30 122';
  for (let x = 30, up = true; x < 370; x += 20, up = !up) flute += ` Q ${x + 10} ${up ? 66 : 178} ${x + 20} 122`;
  return layer(80, outside) + `<path d="${flute}" fill="none" stroke="${KRAFT}" stroke-width="5"/>` + layer(150, inside);
}

function inkOf(printMode: string): string[] {
  if (printMode === 'no-print') return [];
  if (printMode.startsWith('print-monochrome-white')) return ['#ffffff'];
  if (printMode.startsWith('print-monochrome')) return ['#1d1d1b'];
  return CMYK;
}

/** Ink drops on a board sample: the colours a print mode lays down (none for no print). */
function printSwatch(printMode: string): string {
  const inks = inkOf(printMode);
  const board = printMode.startsWith('print-monochrome-white') ? KRAFT : WHITE;
  const drops = inks.map((ink, i) => `<circle cx="${110 + i * 60}" cy="140" r="34" fill="${ink}" fill-opacity=".9" stroke="#000" stroke-opacity=".15"/>`).join('');
  const cross = inks.length === 0 ? `<path d="M150 90 L250 190 M250 90 L150 190" stroke="#999" stroke-width="8" stroke-linecap="round"/>` : '';
  const inside = printMode.includes('inside') ? `<rect x="290" y="200" width="40" height="40" fill="${inks[0] ?? INK}" fill-opacity=".7"/>` : '';
  return boardSample(board, board, drops + cross) + inside;
}

/**
 * Print coverage: an outside view (left) and an inside view (right) of a box; printed faces are blue.
 * Front/back coverages (flat products) show the front and the back of a sheet instead.
 */
function coverageDiagram(coverage: string): string {
  const c = coverage.toLowerCase();
  const printed = (on: boolean) => (on ? INK : WHITE);
  if (c.includes('front') || c.includes('back')) {
    const front = c.includes('front');
    const back = c.includes('back');
    return (
      `<rect x="50" y="60" width="130" height="180" rx="4" fill="${printed(front)}" stroke="#333"/>` +
      `<rect x="220" y="60" width="130" height="180" rx="4" fill="${printed(back)}" stroke="#333" stroke-dasharray="6 4"/>`
    );
  }
  const outside = c.includes('outside');
  const inside = c.includes('inside');
  // Closed box (outside) and open box (inside), drawn as simple isometric shapes.
  const closed = `<polygon points="40,120 120,80 200,120 120,160" fill="${printed(outside)}" stroke="#333"/><polygon points="40,120 120,160 120,240 40,200" fill="${printed(outside)}" fill-opacity=".8" stroke="#333"/><polygon points="120,160 200,120 200,200 120,240" fill="${printed(outside)}" fill-opacity=".65" stroke="#333"/>`;
  const open =
    `<polygon points="220,150 300,110 380,150 300,190" fill="${printed(inside)}" stroke="#333"/>` +
    `<polygon points="220,150 300,190 300,250 220,210" fill="${WHITE}" stroke="#333"/><polygon points="300,190 380,150 380,210 300,250" fill="${WHITE}" stroke="#333"/>` +
    `<polygon points="220,150 300,110 300,40 220,80" fill="${printed(inside)}" fill-opacity=".85" stroke="#333"/>`;
  return closed + open;
}

/** Embellishment: a foil or varnish mark on a board sample, with a sheen. */
function embellishmentSwatch(key: string): string {
  const k = key.toLowerCase();
  const foil = k.includes('gold') ? FOIL.gold : k.includes('silver') ? FOIL.silver : null;
  const gradient = foil
    ? `<defs><linearGradient id="f" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${foil[0]}"/><stop offset=".5" stop-color="${foil[1]}"/><stop offset="1" stop-color="${foil[0]}"/></linearGradient></defs>`
    : '';
  let mark = '';
  if (foil) mark = `<path d="M200 80 L222 130 L276 134 L234 168 L248 222 L200 192 L152 222 L166 168 L124 134 L178 130 Z" fill="url(#f)"/>`;
  else if (k.includes('varnish')) mark = `<circle cx="200" cy="150" r="70" fill="${INK}"/><path d="M150 110 Q 200 80 250 110" stroke="#fff" stroke-width="10" stroke-opacity=".8" fill="none" stroke-linecap="round"/>`;
  return gradient + boardSample(WHITE, WHITE, mark);
}

function finishSwatch(key: string): string {
  if (key.startsWith('sleeve')) {
    const sleeve = key.endsWith('kraft') ? KRAFT : WHITE;
    return `<rect x="60" y="70" width="280" height="160" fill="${KRAFT}" stroke="#333"/><rect x="150" y="62" width="100" height="176" fill="${sleeve}" stroke="#333"/>`;
  }
  if (key.endsWith('strip')) {
    const strips = key.startsWith('double') ? [120, 170] : [145];
    return boardSample(KRAFT, KRAFT, strips.map((y) => `<rect x="40" y="${y}" width="320" height="14" fill="#e9e4d8" stroke="#999" stroke-dasharray="8 4"/>`).join(''));
  }
  const sheen = key === 'foil-glossy' ? `<path d="M80 90 L160 60 L320 200 L240 230 Z" fill="#fff" fill-opacity=".55"/>` : key === 'foil-matte' ? `<rect x="40" y="30" width="320" height="240" rx="6" fill="#fff" fill-opacity=".25"/>` : '';
  return boardSample(WHITE, WHITE, `<circle cx="200" cy="150" r="60" fill="${INK}"/>` + sheen);
}

/** A property value's picture; `description` is the larger explanatory drawing where one differs. */
export function propertySvg(type: PropertyType, key: string, view: 'swatch' | 'description', title: string): string {
  switch (type) {
    case 'material': {
      if (view === 'description') return svg(boardSection(key), title);
      const [outside, inside] = liners(key);
      const flutes = corrugated(key) ? Array.from({ length: 9 }, (_, i) => `<line x1="${70 + i * 30}" y1="40" x2="${70 + i * 30}" y2="260" stroke="#000" stroke-opacity=".06" stroke-width="8"/>`).join('') : '';
      return svg(boardSample(outside, inside, flutes), title);
    }
    case 'material_color': {
      const colour = BOARD_COLOURS[key] ?? WHITE;
      return svg(boardSample(colour, key === 'black' ? BLACK : colour), title);
    }
    case 'print_mode':
      return svg(printSwatch(key), title);
    case 'print_coverage':
      return svg(coverageDiagram(key), title);
    case 'embellishment':
      return svg(embellishmentSwatch(key), title);
    case 'finish':
      return svg(finishSwatch(key), title);
  }
}

export interface DielineSize {
  innerLength: number;
  innerWidth: number;
  innerHeight: number;
}

/**
 * The flat blank of a box with a hinged lid (inner dimensions, mm): the base with its four walls,
 * the lid on the back wall and its front tuck. Cuts are solid, folds dashed; the inner size below.
 */
export function dielineSvg(size: DielineSize, title: string): string {
  const { innerLength: L, innerWidth: W, innerHeight: H } = size;
  // Layout in mm: walls H left/right of the base; back wall, lid (W) and tuck (H) above; front wall below.
  const totalW = L + 2 * H;
  const totalH = H + W + H + W + H;
  const scale = Math.min(360 / totalW, 240 / totalH);
  const ox = (400 - totalW * scale) / 2;
  const oy = 12 + (240 - totalH * scale) / 2;
  const r = (v: number) => Math.round(v * 10) / 10;
  const rect = (x: number, y: number, w: number, h: number, dashed = false) =>
    `<rect x="${r(ox + x * scale)}" y="${r(oy + y * scale)}" width="${r(w * scale)}" height="${r(h * scale)}" fill="${dashed ? 'none' : WHITE}" stroke="${dashed ? INK : '#333'}"${dashed ? ' stroke-dasharray="5 4"' : ''}/>`;
  const baseY = H + W + H;
  const panels =
    rect(H, 0, L, H) + // tuck
    rect(H, H, L, W) + // lid
    rect(H, H + W, L, H) + // back wall
    rect(0, baseY, H, W) + // left wall
    rect(H, baseY, L, W) + // base
    rect(H + L, baseY, H, W) + // right wall
    rect(H, baseY + W, L, H); // front wall
  const folds = rect(H, H, L, W, true) + rect(H, baseY, L, W, true);
  const label = `<text x="200" y="${300 - 16}" text-anchor="middle" font-family="sans-serif" font-size="16" fill="#333">${Math.round(L)} × ${Math.round(W)} × ${Math.round(H)} mm</text>`;
  return svg(panels + folds + label, title);
}
