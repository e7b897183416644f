// Draws a design with plain Canvas 2D: one face (thumbnails) or the whole blank with every face's
// artwork where it prints (the dieline view and the 3D preview's texture). Placement goes through
// @ph/dieline's transforms and clips, the same maths as the print file, so what these views show is
// where the artwork prints. The interactive editor draws with Konva (FaceCanvas); both draw an object
// the same way (drawObject).
import { compose, objectTransform, transformRect, type Affine, type Dieline, type FaceName, type Rect } from '@ph/dieline';
import { DESIGN_FACES, type DesignDocument, type DesignObject } from '@ph/api-client';
import { fontStack } from '../text/fonts';

/** Line height of design texts, as a multiple of the font size (FaceCanvas uses the same). */
export const TEXT_LINE_HEIGHT = 1.2;

/** Decoded artwork by file id; a file that is missing or still loading is drawn as a placeholder. */
export type ArtworkImages = ReadonlyMap<string, CanvasImageSource>;

export interface DrawColours {
  board: string;
  placeholder: string;
  placeholderText: string;
  cut: string;
  crease: string;
}

function setTransform(ctx: CanvasRenderingContext2D, scale: number, m: Affine): void {
  ctx.setTransform(scale * m.a, scale * m.b, scale * m.c, scale * m.d, scale * m.e, scale * m.f);
}

function clipRect(ctx: CanvasRenderingContext2D, r: Rect): void {
  ctx.beginPath();
  ctx.rect(r.x, r.y, r.width, r.height);
  ctx.clip();
}

/** One object in its own mm (origin at its unrotated top-left); the context is already transformed. */
export function drawObject(ctx: CanvasRenderingContext2D, o: DesignObject, images: ArtworkImages, colours: Pick<DrawColours, 'placeholder' | 'placeholderText'>): void {
  if (o.type === 'image') {
    const img = images.get(o.fileId);
    if (img) {
      ctx.save();
      ctx.globalAlpha = o.opacity;
      ctx.drawImage(img, 0, 0, o.width, o.height);
      ctx.restore();
    } else {
      ctx.fillStyle = colours.placeholder;
      ctx.fillRect(0, 0, o.width, o.height);
    }
    return;
  }
  ctx.fillStyle = o.color;
  ctx.font = `${o.font.sizeMm}px ${fontStack(o.font.family)}`;
  // Konva's Text lays lines out the same way: middle baseline in the middle of each line box.
  ctx.textBaseline = 'middle';
  const lineHeight = o.font.sizeMm * TEXT_LINE_HEIGHT;
  o.text.split('\n').forEach((line, i) => ctx.fillText(line, 0, (i + 0.5) * lineHeight));
}

/** The whole blank at `scale` px per mm (the canvas is the sheet: blank + bleed on every side). */
export function drawBlank(
  ctx: CanvasRenderingContext2D,
  d: Dieline,
  doc: DesignDocument,
  images: ArtworkImages,
  scale: number,
  colours: DrawColours,
  o: { lines?: boolean } = {},
): void {
  const base: Affine = { a: 1, b: 0, c: 0, d: 1, e: d.bleedMm, f: d.bleedMm };
  ctx.save();
  setTransform(ctx, scale, base);
  ctx.clearRect(-d.bleedMm, -d.bleedMm, d.sheet.width, d.sheet.height);
  // The bare board under every panel, then the panels that print in a face's colour (lid walls).
  for (const p of d.panels) {
    ctx.fillStyle = colours.board;
    ctx.beginPath();
    p.outline.forEach((pt, i) => (i === 0 ? ctx.moveTo(pt.x, pt.y) : ctx.lineTo(pt.x, pt.y)));
    ctx.closePath();
    ctx.fill();
    const bg = p.printsWith ? doc.faces[p.printsWith].background : null;
    if (bg) {
      ctx.fillStyle = bg;
      ctx.fillRect(p.bleed.x, p.bleed.y, p.bleed.width, p.bleed.height);
    }
  }
  for (const face of DESIGN_FACES) {
    const layout = d.faces[face];
    const content = doc.faces[face];
    for (const region of layout.regions) {
      ctx.save();
      setTransform(ctx, scale, base);
      clipRect(ctx, transformRect(region.transform, region.bleed));
      const faceToSheet = compose(base, region.transform);
      setTransform(ctx, scale, faceToSheet);
      if (content.background) {
        ctx.fillStyle = content.background;
        ctx.fillRect(region.bleed.x, region.bleed.y, region.bleed.width, region.bleed.height);
      }
      for (const obj of content.objects) {
        setTransform(ctx, scale, compose(faceToSheet, objectTransform(obj)));
        drawObject(ctx, obj, images, colours);
      }
      ctx.restore();
    }
  }
  if (o.lines) {
    setTransform(ctx, scale, base);
    ctx.lineWidth = 1 / scale;
    ctx.strokeStyle = colours.cut;
    ctx.setLineDash([]);
    for (const line of d.cut) {
      ctx.beginPath();
      line.points.forEach((pt, i) => (i === 0 ? ctx.moveTo(pt.x, pt.y) : ctx.lineTo(pt.x, pt.y)));
      if (line.closed) ctx.closePath();
      ctx.stroke();
    }
    ctx.strokeStyle = colours.crease;
    ctx.setLineDash([4 / scale, 3 / scale]);
    for (const s of d.crease) {
      ctx.beginPath();
      ctx.moveTo(s.a.x, s.a.y);
      ctx.lineTo(s.b.x, s.b.y);
      ctx.stroke();
    }
  }
  ctx.restore();
}

/** One face (without bleed) at `scale` px per mm: the design's thumbnail. */
export function drawFace(ctx: CanvasRenderingContext2D, d: Dieline, doc: DesignDocument, face: FaceName, images: ArtworkImages, scale: number, colours: DrawColours): void {
  const layout = d.faces[face];
  const content = doc.faces[face];
  ctx.save();
  ctx.setTransform(scale, 0, 0, scale, 0, 0);
  ctx.fillStyle = content.background ?? colours.board;
  ctx.fillRect(0, 0, layout.width, layout.height);
  clipRect(ctx, { x: 0, y: 0, width: layout.width, height: layout.height });
  for (const obj of content.objects) {
    const m = objectTransform(obj);
    ctx.setTransform(scale * m.a, scale * m.b, scale * m.c, scale * m.d, scale * m.e, scale * m.f);
    drawObject(ctx, obj, images, colours);
  }
  ctx.restore();
}

/** A PNG data URL of the front face, at most `max` px on its long side (docs/domain.md#constants-and-limits: 300). */
export function thumbnailDataUrl(d: Dieline, doc: DesignDocument, images: ArtworkImages, colours: DrawColours, max = 300): string | null {
  const face = d.faces.front;
  const scale = max / Math.max(face.width, face.height);
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.round(face.width * scale));
  canvas.height = Math.max(1, Math.round(face.height * scale));
  const ctx = canvas.getContext('2d');
  if (!ctx) return null;
  drawFace(ctx, d, doc, 'front', images, scale, colours);
  try {
    return canvas.toDataURL('image/png');
  } catch {
    return null;
  }
}
