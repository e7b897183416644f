// The dieline as an SVG document (a string; no DOM), in millimetres: cut solid, crease dashed, and
// optionally the bleed and safe areas. For the editor's dieline view and for checking layouts by eye.
import { apply } from './affine';
import type { Dieline, Point } from './types';

export interface SvgOptions {
  bleed?: boolean;
  safe?: boolean;
  labels?: boolean;
}

const n = (v: number) => String(Math.round(v * 1000) / 1000);
const pts = (p: Point[]) => p.map((q) => `${n(q.x)},${n(q.y)}`).join(' ');

export function dielineSvg(d: Dieline, opts: SvgOptions = {}): string {
  const b = d.bleedMm;
  const parts: string[] = [];
  if (opts.bleed) {
    for (const p of d.panels) {
      const r = p.bleed;
      parts.push(`<rect x="${n(r.x)}" y="${n(r.y)}" width="${n(r.width)}" height="${n(r.height)}" fill="none" stroke="#e91e63" stroke-width="0.3"/>`);
    }
  }
  if (opts.safe) {
    for (const f of Object.values(d.faces)) {
      for (const r of f.regions) {
        const corners = [
          { x: f.safe.x, y: f.safe.y },
          { x: f.safe.x + f.safe.width, y: f.safe.y },
          { x: f.safe.x + f.safe.width, y: f.safe.y + f.safe.height },
          { x: f.safe.x, y: f.safe.y + f.safe.height },
        ].map((c) => ({ x: Math.min(Math.max(c.x, r.rect.x), r.rect.x + r.rect.width), y: Math.min(Math.max(c.y, r.rect.y), r.rect.y + r.rect.height) }));
        parts.push(`<polygon points="${pts(corners.map((c) => apply(r.transform, c)))}" fill="none" stroke="#2e7d32" stroke-width="0.3" stroke-dasharray="1 1"/>`);
      }
    }
  }
  for (const line of d.cut) {
    const tag = line.closed ? 'polygon' : 'polyline';
    parts.push(`<${tag} points="${pts(line.points)}" fill="none" stroke="#000" stroke-width="0.5"/>`);
  }
  for (const s of d.crease) {
    parts.push(`<line x1="${n(s.a.x)}" y1="${n(s.a.y)}" x2="${n(s.b.x)}" y2="${n(s.b.y)}" stroke="#1565c0" stroke-width="0.5" stroke-dasharray="3 2"/>`);
  }
  if (opts.labels) {
    for (const f of Object.values(d.faces)) {
      const r = f.regions[0];
      if (!r) continue;
      const c = apply(r.transform, { x: r.rect.x + r.rect.width / 2, y: r.rect.y + r.rect.height / 2 });
      parts.push(`<text x="${n(c.x)}" y="${n(c.y)}" font-family="sans-serif" font-size="8" text-anchor="middle">${f.name}</text>`);
    }
  }
  const w = d.sheet.width;
  const h = d.sheet.height;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${n(w)}mm" height="${n(h)}mm" viewBox="${n(-b)} ${n(-b)} ${n(w)} ${n(h)}">${parts.join('')}</svg>`;
}
