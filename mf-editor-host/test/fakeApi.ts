// A stateful stand-in for the design routes of the API behind `fetch`: sessions, box designs with
// optimistic locking, shares, artwork files. Request bodies go through @ph/api-contract's own zod
// schemas (strict, like the server), so a body the real API would refuse is a 400 here too, and the
// stored document is built the way the server builds it (box facts + the parsed `faces`).
import { FakeFetchApi, apiError, type FakeAnswer, type FakeRequest } from '@ph/api-client/testing';
import type { ArtworkFile, BoxDesign, DesignDocument } from '@ph/api-client';
import { CreateBoxDesignBody, DesignDocument as DesignDocumentSchema, DesignFaces, UpdateBoxDesignBody } from '@ph/api-contract';

export function makeFile(over: Partial<ArtworkFile> = {}): ArtworkFile {
  return {
    id: '00000000-0000-4000-8000-000000000001', type: 'png', content_type: 'image/png', name: 'logo.png', byte_size: 1234,
    width_px: 600, height_px: 300, width_mm: null, height_mm: null, page_count: null, sanitized: false,
    variants: ['original', 'limited', 'thumbnail'], created_at: '2026-01-01T10:00:00.000Z', ...over,
  };
}

export class FakeDesignApi extends FakeFetchApi {
  designs = new Map<string, BoxDesign & { owner: number }>();
  tokens = new Map<string, { id: number; anonymous: boolean }>();
  files: ArtworkFile[] = [];
  nextFile = makeFile();
  /** The store's catalogue as the picker reads it: one product the editor supports, one it does not. */
  catalogue: FakeProduct[] = [
    { sku: 'mailer-box', variantSku: 'mailer-box-f33-white-hd', name: 'Mailer box', title: 'Printed mailer box', editor: true },
    { sku: 'plain-mailer-box', variantSku: 'plain-mailer-box-f33-kraft', name: 'Plain mailer box', title: 'Unprinted mailer box', editor: false },
  ];
  /** Answer catalogue reads with a 503 (the picker's retry). */
  catalogueDown = false;
  private next = 1;

  signedIn(): string {
    const token = `tok-${this.next++}`;
    this.tokens.set(token, { id: this.next++, anonymous: false });
    return token;
  }

  protected handle(req: FakeRequest): FakeAnswer {
    const route = `${req.method} ${req.path}`;
    const user = req.token ? this.tokens.get(req.token) : undefined;
    const catalogue = this.catalogueAnswer(req);
    if (catalogue) return catalogue;
    if (route === 'GET users/anonymous') {
      const token = `tok-${this.next++}`;
      const u = { id: this.next++, anonymous: true };
      this.tokens.set(token, u);
      return { status: 200, body: { token, user: { id: u.id, anonymous: true, email: null } } };
    }
    if (route === 'GET users/me') return user ? { status: 200, body: { error: null, user: { id: user.id, anonymous: user.anonymous, email: null }, api_key: req.token } } : apiError(401, 'unauthorized', 'Sign in');
    if (!user) return apiError(401, 'unauthorized', 'Sign in');
    if (route === 'POST box_designs') {
      const parsed = CreateBoxDesignBody.safeParse(req.body);
      if (!parsed.success) return apiError(400, 'invalid_request', parsed.error.message);
      const body = parsed.data;
      if (!body.sku?.startsWith('mailer-box')) return apiError(422, 'not_designable', 'This product has no design');
      const id = `d${this.next++}`;
      const design: BoxDesign & { owner: number } = {
        id, owner: user.id, name: body.name ?? 'Design', status: 'draft', version: 1, product_sku: 'mailer-box', variant_sku: body.sku,
        size: { length: 300, width: 200, height: 50 }, custom_size: null, board_thickness_mm: 1.5, dieline_style: 'fefco-0427', bleed_mm: 5, safe_area_mm: 5,
        variant_id: 12, schema_version: 2, document: {}, thumbnail_file_id: null, shared: false, low_resolution: [],
        thumbnail_url: null, read_only: false, share_token: null, legacy: false, created_at: '2026-01-01T10:00:00.000Z', updated_at: '2026-01-01T10:00:00.000Z',
      };
      design.document = documentFor(design, DesignFaces.parse(body.faces ?? {}));
      this.designs.set(id, design);
      return { status: 201, body: { box_design: design } };
    }
    const m = /^box_designs\/([^/]+)(?:\/(share|duplicate))?$/.exec(req.path);
    if (m) {
      const design = this.designs.get(m[1]!);
      // Reads carry the share token in the query, a copy in the body (like the API).
      const token = req.query.get('share_token') ?? (req.body as { share_token?: string } | undefined)?.share_token;
      const shared = design && token && token === design.share_token;
      if (!design || (design.owner !== user.id && !shared)) return apiError(404, 'not_found', 'Design not found');
      if (req.method === 'GET') return { status: 200, body: { box_design: { ...design, read_only: design.owner !== user.id } } };
      if (req.method === 'PUT') {
        const parsed = UpdateBoxDesignBody.safeParse(req.body);
        if (!parsed.success) return apiError(400, 'invalid_request', parsed.error.message);
        const body = parsed.data;
        if (body.version !== design.version) return apiError(409, 'stale_version', 'The design was changed meanwhile');
        const next = {
          ...design,
          ...(body.faces ? { document: documentFor(design, body.faces) } : {}),
          ...(body.name ? { name: body.name } : {}),
          ...(body.status ? { status: body.status } : {}),
          ...(body.thumbnail_file_id !== undefined ? { thumbnail_file_id: body.thumbnail_file_id, thumbnail_url: body.thumbnail_file_id ? `/api/box_designs/${design.id}/thumbnail` : null } : {}),
          version: design.version + 1,
        };
        this.designs.set(design.id, next);
        return { status: 200, body: { box_design: next } };
      }
      if (m[2] === 'duplicate' && req.method === 'POST') {
        const body = (req.body ?? {}) as { share_token?: string; name?: string };
        const id = `d${this.next++}`;
        const copy = { ...design, id, owner: user.id, name: body.name ?? design.name, status: 'draft' as const, version: 1, share_token: null, shared: false };
        this.designs.set(id, copy);
        return { status: 201, body: { box_design: copy, design_token: null } };
      }
      if (m[2] === 'share') {
        this.designs.set(design.id, { ...design, share_token: 'share-abc' });
        return { status: 200, body: { share_token: 'share-abc' } };
      }
    }
    const thumbnail = /^box_designs\/([^/]+)\/thumbnail$/.exec(req.path);
    if (req.method === 'GET' && thumbnail) {
      // The owner's only, by the token header (the API answers a plain <img src> 404).
      const design = this.designs.get(thumbnail[1]!);
      return design && design.owner === user.id && design.thumbnail_url ? { status: 200, body: {} } : apiError(404, 'not_found', 'The design has no thumbnail');
    }
    const designFile = /^box_designs\/([^/]+)\/files\/([^/]+)$/.exec(req.path);
    if (req.method === 'GET' && designFile) {
      const design = this.designs.get(designFile[1]!);
      const shared = design && req.query.get('share_token') === design.share_token;
      // The bytes themselves do not matter in jsdom (nothing is decoded); the right door does.
      return design && (design.owner === user.id || shared) ? { status: 200, body: {} } : apiError(404, 'not_found', 'File not found');
    }
    if (route === 'POST v1/files') {
      this.files.push(this.nextFile);
      return { status: 201, body: { file: this.nextFile } };
    }
    const file = /^v1\/files\/([^/]+)$/.exec(req.path);
    if (req.method === 'GET' && file) {
      const found = this.files.find((f) => f.id === file[1]);
      return found ? { status: 200, body: { file: found } } : apiError(404, 'not_found', 'File not found');
    }
    return apiError(404, 'not_found', `No route ${route}`);
  }

  /** The public catalogue reads (minimal prices, a product by sku), answered without a session like the API. */
  private catalogueAnswer(req: FakeRequest): FakeAnswer | null {
    if (req.method !== 'GET' || (req.path !== 'api/prices/minimal' && req.path !== 'pim/products')) return null;
    if (this.catalogueDown) return apiError(503, 'unavailable', 'The catalogue is down');
    if (req.path === 'api/prices/minimal') {
      const amounts = { net: 100, gross: 123, tax: 23 };
      const data = this.catalogue.map((p) => ({ product_sku: p.sku, variant_sku: p.variantSku, external_pim_id: '1', quantity: 30, unit: amounts, piece_net: 100, piece_gross: 123 }));
      return { status: 200, body: { data, meta: {} } };
    }
    const sku = req.query.get('variants[sku]');
    const p = this.catalogue.find((c) => c.variantSku === sku || c.sku === sku);
    if (!p) return apiError(404, 'not_found', `Product with sku ${sku} not found in PIM`);
    const editorAssets = p.editor ? { dielines: {}, flags: {}, renderConfig: { model: 'mailer', editZones: {}, cameraFov: 45 } } : null;
    return { status: 200, body: { data: { id: 1, sku: p.sku, name: p.name, title: p.title, images: [{ url: `/api/assets/products/${p.sku}/main.svg`, alt: p.name }], editorAssets } } };
  }
}

export interface FakeProduct {
  sku: string;
  variantSku: string;
  name: string;
  title: string;
  editor: boolean;
}

/** The stored document, as the server writes it: the box facts of the design and the client's faces. */
export function documentFor(design: BoxDesign, faces: DesignDocument['faces']): Record<string, unknown> {
  return DesignDocumentSchema.parse({
    schemaVersion: 2,
    unit: 'mm',
    product: { sku: design.product_sku, variantId: design.variant_id, variantSku: design.variant_sku },
    size: design.size,
    boardThickness: design.board_thickness_mm,
    dielineStyle: design.dieline_style,
    faces,
  });
}

export function installFakeDesignApi(): FakeDesignApi {
  const api = new FakeDesignApi();
  window.localStorage.clear();
  const registry = (globalThis as Record<symbol, Map<string, unknown> | undefined>)[Symbol.for('@ph/contracts/shared-state@1')];
  for (const key of [...(registry?.keys() ?? [])]) if (key.startsWith('apiClient:')) registry?.delete(key);
  globalThis.fetch = api.fetch as typeof fetch;
  return api;
}
