// A stateful stand-in for the design routes of the API behind `fetch`, shaped like the contract the
// editor follows (packages/api-client/src/designs.ts): sessions, box designs with optimistic
// locking, shares, artwork files.
import { FakeFetchApi, apiError, type FakeAnswer, type FakeRequest } from '@ph/api-client/testing';
import type { ArtworkFile, BoxDesign, CreateDesignInput, UpdateDesignInput } from '@ph/api-client';
import { DESIGN_SCHEMA_VERSION } from '@ph/api-client';

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
  private next = 1;

  signedIn(): string {
    const token = `tok-${this.next++}`;
    this.tokens.set(token, { id: this.next++, anonymous: false });
    return token;
  }

  protected handle(req: FakeRequest): FakeAnswer {
    const route = `${req.method} ${req.path}`;
    const user = req.token ? this.tokens.get(req.token) : undefined;
    if (route === 'GET users/anonymous') {
      const token = `tok-${this.next++}`;
      const u = { id: this.next++, anonymous: true };
      this.tokens.set(token, u);
      return { status: 200, body: { token, user: { id: u.id, anonymous: true, email: null } } };
    }
    if (route === 'GET users/me') return user ? { status: 200, body: { error: null, user: { id: user.id, anonymous: user.anonymous, email: null }, api_key: req.token } } : apiError(401, 'unauthorized', 'Sign in');
    if (!user) return apiError(401, 'unauthorized', 'Sign in');
    if (route === 'POST box_designs') {
      const body = req.body as CreateDesignInput;
      if (!body.sku.startsWith('mailer-box')) return apiError(422, 'not_designable', 'This product has no design');
      const id = `d${this.next++}`;
      const design: BoxDesign & { owner: number } = {
        id, owner: user.id, name: body.name ?? 'Design', status: 'draft', version: 1, product_sku: 'mailer-box', variant_sku: body.sku,
        size: { length: 300, width: 200, height: 50 }, custom_size: null, board_thickness_mm: 1.5, dieline_style: 'fefco-0427', bleed_mm: 5, safe_area_mm: 5,
        document: { schema_version: DESIGN_SCHEMA_VERSION, faces: { front: { background: null, objects: [] }, top: { background: null, objects: [] }, back: { background: null, objects: [] }, left: { background: null, objects: [] }, right: { background: null, objects: [] }, bottom: { background: null, objects: [] } } },
        thumbnail_url: null, read_only: false, share_token: null, legacy: false, created_at: '2026-01-01T10:00:00.000Z', updated_at: '2026-01-01T10:00:00.000Z',
      };
      this.designs.set(id, design);
      return { status: 201, body: { box_design: design } };
    }
    const m = /^box_designs\/([^/]+)(?:\/(share|duplicate))?$/.exec(req.path);
    if (m) {
      const design = this.designs.get(m[1]!);
      const shared = design && req.query.get('share_token') && req.query.get('share_token') === design.share_token;
      if (!design || (design.owner !== user.id && !shared)) return apiError(404, 'not_found', 'Design not found');
      if (req.method === 'GET') return { status: 200, body: { box_design: { ...design, read_only: design.owner !== user.id } } };
      if (req.method === 'PUT') {
        const body = req.body as UpdateDesignInput;
        if (body.version !== design.version) return apiError(409, 'stale_version', 'The design was changed meanwhile');
        const next = { ...design, ...(body.document ? { document: body.document } : {}), ...(body.name ? { name: body.name } : {}), ...(body.status ? { status: body.status } : {}), version: design.version + 1 };
        this.designs.set(design.id, next);
        return { status: 200, body: { box_design: next } };
      }
      if (m[2] === 'share') {
        this.designs.set(design.id, { ...design, share_token: 'share-abc' });
        return { status: 200, body: { share_token: 'share-abc' } };
      }
    }
    if (route === 'POST v1/files') {
      this.files.push(this.nextFile);
      return { status: 201, body: { file: this.nextFile } };
    }
    return apiError(404, 'not_found', `No route ${route}`);
  }
}

export function installFakeDesignApi(): FakeDesignApi {
  const api = new FakeDesignApi();
  window.localStorage.clear();
  const registry = (globalThis as Record<symbol, Map<string, unknown> | undefined>)[Symbol.for('@ph/contracts/shared-state@1')];
  for (const key of [...(registry?.keys() ?? [])]) if (key.startsWith('apiClient:')) registry?.delete(key);
  globalThis.fetch = api.fetch as typeof fetch;
  return api;
}
