// The assembled box in three.js: every panel of the blank is a flat mesh in its folded pose from
// @ph/dieline's foldPanels, textured with the whole printed blank (drawBlank), so the 3D view shows
// exactly the artwork the dieline view and the print file place. Plain three.js (no React renderer):
// the scene is small and fully imperative, and this keeps the chunk to three + OrbitControls.
import {
  BackSide,
  CanvasTexture,
  Color,
  DirectionalLight,
  Float32BufferAttribute,
  FrontSide,
  Group,
  HemisphereLight,
  Matrix4,
  Mesh,
  MeshStandardMaterial,
  PerspectiveCamera,
  Scene,
  Shape,
  ShapeGeometry,
  SRGBColorSpace,
  Vector3,
  WebGLRenderer,
  Box3,
} from 'three';
import { OrbitControls } from 'three/examples/jsm/controls/OrbitControls.js';
import { foldPanels, transformDirection, type Dieline, type Panel } from '@ph/dieline';

/** docs/domain.md#constants-and-limits: canvas 780 × 600, camera field of view 45, animation speeds 800 and 1200 ms. */
export const CANVAS_SIZE = { width: 780, height: 600 } as const;
export const CAMERA_FOV = 45;
export const OPEN_MS = 800;
export const CLOSE_MS = 1200;
/** How far the lid opens (fraction of its fold undone). */
const LID_OPEN = 0.75;

export interface BoxScene {
  /** Opens (true) or closes the lid, animated. */
  setOpen(open: boolean): void;
  /** Turns the box by the given degrees (keyboard). */
  turn(yawDeg: number, pitchDeg: number): void;
  /** Replaces the printed texture (the design changed). */
  setTexture(canvas: HTMLCanvasElement): void;
  dispose(): void;
}

/** Panels that belong to the top closure (the panel carrying the top face and all that hang off it). */
function lidPanels(d: Dieline): Set<string> {
  const roots = new Set(d.faces.top.regions.map((r) => r.panel));
  const byId = new Map(d.panels.map((p) => [p.id, p]));
  const inLid = (p: Panel | undefined): boolean => !!p && (roots.has(p.id) || (p.hinge !== null && inLid(byId.get(p.hinge.parent))));
  return new Set(d.panels.filter((p) => inLid(p)).map((p) => p.id));
}

function panelGeometry(d: Dieline, p: Panel): ShapeGeometry {
  const shape = new Shape(p.outline.map((pt) => ({ x: pt.x, y: -pt.y }) as never));
  const geometry = new ShapeGeometry(shape);
  // UVs address the printed sheet (blank + bleed on every side) that drawBlank paints.
  const pos = geometry.getAttribute('position');
  const uv: number[] = [];
  for (let i = 0; i < pos.count; i++) {
    uv.push((pos.getX(i) + d.bleedMm) / d.sheet.width, 1 - (-pos.getY(i) + d.bleedMm) / d.sheet.height);
  }
  geometry.setAttribute('uv', new Float32BufferAttribute(uv, 2));
  return geometry;
}

/** A rotation that puts the closed box's bottom down and its front towards the camera. */
function uprightRotation(d: Dieline, closed: Map<string, number[]>): Matrix4 {
  const outward = (panelId: string | undefined) => {
    const m = panelId ? closed.get(panelId) : undefined;
    const v = m ? transformDirection(m, { x: 0, y: 0, z: 1 }) : { x: 0, y: 0, z: 1 };
    return new Vector3(v.x, v.y, v.z).normalize();
  };
  const up = outward(d.faces.bottom.regions[0]?.panel).negate();
  const front = outward(d.faces.front.regions[0]?.panel);
  const right = new Vector3().crossVectors(up, front).normalize();
  return new Matrix4().makeBasis(right, up, front).transpose();
}

export function createBoxScene(canvas: HTMLCanvasElement, d: Dieline, texture: HTMLCanvasElement, colours: { inside: string; background: string }): BoxScene {
  const renderer = new WebGLRenderer({ canvas, antialias: true, preserveDrawingBuffer: true });
  renderer.setPixelRatio(Math.min(window.devicePixelRatio || 1, 2));
  renderer.setSize(CANVAS_SIZE.width, CANVAS_SIZE.height, false);
  const scene = new Scene();
  scene.background = new Color(colours.background);
  scene.add(new HemisphereLight(0xffffff, 0x888888, 2.2));
  const sun = new DirectionalLight(0xffffff, 1.4);
  sun.position.set(1, 2, 3);
  scene.add(sun);

  let map = new CanvasTexture(texture);
  map.colorSpace = SRGBColorSpace;
  const printed = new MeshStandardMaterial({ map, side: FrontSide, roughness: 0.85 });
  const inside = new MeshStandardMaterial({ color: new Color(colours.inside), side: BackSide, roughness: 0.95 });

  const closed = foldPanels(d, 1);
  const lid = lidPanels(d);
  const box = new Group();
  const meshes = new Map<string, Group>();
  for (const p of d.panels) {
    const g = new Group();
    g.matrixAutoUpdate = false;
    const geometry = panelGeometry(d, p);
    g.add(new Mesh(geometry, printed), new Mesh(geometry, inside));
    box.add(g);
    meshes.set(p.id, g);
  }

  // Centre the closed box on the origin, upright, front to the camera.
  const upright = uprightRotation(d, closed);
  const pose = (open: number) => {
    const poses = foldPanels(d, (p) => (lid.has(p.id) ? 1 - LID_OPEN * open : 1));
    for (const [id, m] of poses) {
      const g = meshes.get(id);
      if (!g) continue;
      g.matrix.fromArray(m);
      g.matrixWorldNeedsUpdate = true;
    }
  };
  pose(0);
  const pivot = new Group();
  const holder = new Group();
  holder.add(box);
  holder.applyMatrix4(upright);
  holder.updateMatrixWorld(true);
  const bounds = new Box3().setFromObject(holder);
  const centre = bounds.getCenter(new Vector3());
  holder.position.sub(centre);
  pivot.add(holder);
  scene.add(pivot);

  const size = bounds.getSize(new Vector3()).length();
  const camera = new PerspectiveCamera(CAMERA_FOV, CANVAS_SIZE.width / CANVAS_SIZE.height, size / 100, size * 20);
  camera.position.set(size * 0.55, size * 0.45, size * 0.95);
  camera.lookAt(0, 0, 0);
  const controls = new OrbitControls(camera, canvas);
  controls.enableDamping = true;
  controls.enablePan = false;
  controls.minDistance = size * 0.6;
  controls.maxDistance = size * 4;

  let openNow = 0;
  let anim: { from: number; to: number; start: number; ms: number } | null = null;
  let frame = 0;
  let disposed = false;
  const render = () => {
    frame = 0;
    if (disposed) return;
    let again = controls.update();
    if (anim) {
      const t = Math.min(1, (performance.now() - anim.start) / anim.ms);
      const eased = t < 0.5 ? 2 * t * t : 1 - (-2 * t + 2) ** 2 / 2;
      openNow = anim.from + (anim.to - anim.from) * eased;
      pose(openNow);
      if (t >= 1) anim = null;
      again = true;
    }
    renderer.render(scene, camera);
    if (again) frame = requestAnimationFrame(render);
  };
  const invalidate = () => {
    if (!frame) frame = requestAnimationFrame(render);
  };
  controls.addEventListener('change', invalidate);
  render();

  return {
    setOpen(open) {
      const to = open ? 1 : 0;
      anim = { from: openNow, to, start: performance.now(), ms: open ? OPEN_MS : CLOSE_MS };
      invalidate();
    },
    turn(yawDeg, pitchDeg) {
      pivot.rotation.y += (yawDeg * Math.PI) / 180;
      pivot.rotation.x = Math.max(-Math.PI / 2, Math.min(Math.PI / 2, pivot.rotation.x + (pitchDeg * Math.PI) / 180));
      invalidate();
    },
    setTexture(next) {
      map.dispose();
      map = new CanvasTexture(next);
      map.colorSpace = SRGBColorSpace;
      printed.map = map;
      printed.needsUpdate = true;
      invalidate();
    },
    dispose() {
      disposed = true;
      if (frame) cancelAnimationFrame(frame);
      controls.dispose();
      box.traverse((o) => {
        if (o instanceof Mesh) o.geometry.dispose();
      });
      map.dispose();
      printed.dispose();
      inside.dispose();
      renderer.dispose();
    },
  };
}
