import type {
  DesignMineQuery,
  ArtworkFile,
  ArtworkFileResponse,
  BoxDesign as BoxDesignSchema,
  BoxDesignCreatedResponse as BoxDesignCreatedResponseSchema,
  BoxDesignList,
  BoxDesignResponse as BoxDesignResponseSchema,
  CreateBoxDesignBody,
  DesignDocument as DesignDocumentSchema,
  DesignFace as DesignFaceSchema,
  DesignObject as DesignObjectSchema,
  DesignStatus as DesignStatusSchema,
  DIELINE_STYLES,
  FaceName,
  ImageObject,
  TextObject,
  UpdateBoxDesignBody,
  FileVariant,
  ClientApprovalFilesetResponse,
  ProofStatus as ProofStatusSchema,
  RemindOnDesktopBody,
  ShareResponse,
  UpdateProofBody,
} from '@ph/api-contract';
import { API_BASE_PATH, HEADERS } from '@ph/contracts/http';
import type { ApiClient } from './client';
import type { Input, Output } from './contract';
import { createIdempotencyKey } from './client';
import { ApiError, isApiErrorBody } from './errors';

/**
 * Typed calls of the design routes (docs/domain.md#the-apis-calls "Designs"), artwork files and design proofs.
 *
 * Every type here is derived from `@ph/api-contract` (checked in test/contract-types.check.ts): the
 * design document is the contract's camelCase `DesignDocument`, and a client sends only its `faces`
 * (the server writes the box facts from the catalogue). Bodies are strict on the server, so a field
 * the contract does not know is a 400.
 */

export type { ArtworkFile, FileVariant };

/** docs/domain.md#validation, docs/domain.md#constants-and-limits: accepted artwork types and the largest image side. */
export const ARTWORK_RULES = {
  extensions: ['pdf', 'png', 'jpg', 'jpeg', 'svg'] as const,
  accept: '.pdf,.png,.jpg,.jpeg,.svg,application/pdf,image/png,image/jpeg,image/svg+xml',
  maxPixels: 7000,
} as const;

export const DESIGN_FACES = ['front', 'top', 'back', 'left', 'right', 'bottom'] as const satisfies readonly Output<typeof FaceName>[];
export type DesignFace = Output<typeof FaceName>;

/** Current version of the design document; v1 was the old pixel-based format (converted on open). */
export const DESIGN_SCHEMA_VERSION = 2;

/** The design document (`schemaVersion` 2, millimetres) as the API stores and answers it. */
export type DesignDocument = Output<typeof DesignDocumentSchema>;
export type DesignImage = Output<typeof ImageObject>;
export type DesignText = Output<typeof TextObject>;
export type DesignObject = Output<typeof DesignObjectSchema>;
/** One face's background and objects (bottom to top). */
export type DesignFaceContent = Output<typeof DesignFaceSchema>;
/** Where an object sits on its face: the unrotated box's top-left and size in face-local mm, clockwise degrees. */
export type DesignPlacement = Pick<DesignObject, 'x' | 'y' | 'width' | 'height' | 'rotation'>;

/** The fonts a design may use; the print file embeds the same families. */
export const DESIGN_FONTS = ['Roboto', 'Playfair Display', 'Oswald', 'Pacifico'] as const;
export type DesignFont = (typeof DESIGN_FONTS)[number];

export type DielineStyleName = (typeof DIELINE_STYLES)[number];

export type DesignStatus = Output<typeof DesignStatusSchema>;

/** A saved design; `document` is a `DesignDocument` when `schema_version` is 2 (see `designDocumentOf`). */
export type BoxDesign = Output<typeof BoxDesignSchema>;
export type BoxDesignResponse = Output<typeof BoxDesignResponseSchema>;
export type BoxDesignCreatedResponse = Output<typeof BoxDesignCreatedResponseSchema>;
export type BoxDesignListResponse = Output<typeof BoxDesignList>;
export type CreateDesignInput = Input<typeof CreateBoxDesignBody>;
export type UpdateDesignInput = Input<typeof UpdateBoxDesignBody>;

/**
 * The v2 document of a design, or null for a v1 (legacy) design that must be converted first. The
 * server validated the document when it was written, so this only narrows the contract's
 * `record<string, unknown>`.
 */
export function designDocumentOf(design: Pick<BoxDesign, 'schema_version' | 'document'>): DesignDocument | null {
  const doc = design.document;
  if (design.schema_version !== DESIGN_SCHEMA_VERSION || doc['schemaVersion'] !== DESIGN_SCHEMA_VERSION || typeof doc['faces'] !== 'object' || doc['faces'] === null) return null;
  return doc as DesignDocument;
}

const designPath = (id: string) => `box_designs/${encodeURIComponent(id)}`;

/** `GET box_designs/mine`: a page of the caller's designs, newest change first (the API's order), and how many there are. */
export async function listMyDesigns(client: ApiClient, query: Input<typeof DesignMineQuery> = {}, signal?: AbortSignal): Promise<BoxDesignListResponse> {
  return client.get<BoxDesignListResponse>('box_designs/mine', { auth: true, signal, query: { ...query } });
}

/** A design of the caller, or a shared one when `shareToken` is given (then `read_only`). */
export async function fetchDesign(client: ApiClient, id: string, o: { shareToken?: string | null; signal?: AbortSignal } = {}): Promise<BoxDesign> {
  return (
    await client.get<BoxDesignResponse>(designPath(id), { auth: true, signal: o.signal, query: o.shareToken ? { share_token: o.shareToken } : {} })
  ).box_design;
}

export async function createDesign(client: ApiClient, input: CreateDesignInput): Promise<BoxDesign> {
  return (await client.post<BoxDesignCreatedResponse>('box_designs', input, { auth: true, idempotencyKey: createIdempotencyKey() })).box_design;
}

export async function updateDesign(client: ApiClient, id: string, input: UpdateDesignInput): Promise<BoxDesign> {
  return (await client.put<BoxDesignResponse>(designPath(id), input, { auth: true })).box_design;
}

export async function deleteDesign(client: ApiClient, id: string): Promise<void> {
  await client.delete<void>(designPath(id), { auth: true });
}

export async function duplicateDesign(client: ApiClient, id: string, o: { name?: string; shareToken?: string | null } = {}): Promise<BoxDesign> {
  const body = { ...(o.name ? { name: o.name } : {}), ...(o.shareToken ? { share_token: o.shareToken } : {}) };
  return (await client.post<BoxDesignResponse>(`${designPath(id)}/duplicate`, body, { auth: true, idempotencyKey: createIdempotencyKey() })).box_design;
}

export async function convertDesignFromV1(client: ApiClient, id: string): Promise<BoxDesign> {
  return (await client.post<BoxDesignResponse>(`${designPath(id)}/convert_from_v1`, {}, { auth: true })).box_design;
}

/** The share token and the link anyone may open the design with. */
export type ShareAnswer = Output<typeof ShareResponse>;

export async function shareDesign(client: ApiClient, id: string): Promise<ShareAnswer> {
  return client.post<ShareAnswer>(`${designPath(id)}/share`, {}, { auth: true });
}

export type RemindOnDesktopInput = Input<typeof RemindOnDesktopBody>;

export async function remindOnDesktop(client: ApiClient, input: RemindOnDesktopInput): Promise<void> {
  await client.post<void>('box_designs/remind_on_desktop', input, { auth: true });
}

/**
 * `POST v3/users/me/designs`: moves a design made anonymously (`designToken`, the anonymous
 * visitor's token) into the account that just signed in (`accessToken`).
 */
export async function claimDesign(client: ApiClient, id: string, tokens: { designToken: string; accessToken: string }): Promise<BoxDesign> {
  return (
    await client.post<BoxDesignResponse>('v3/users/me/designs', { id }, { auth: true, headers: { 'design-token': tokens.designToken, 'access-token': tokens.accessToken } })
  ).box_design;
}

// Design proofs (client approval filesets, docs/domain.md#what-the-store-keeps).

export type ProofStatus = Output<typeof ProofStatusSchema>;

/** A design proof: the print-ready PDF of the paid design version, for the shopper to approve. */
export type ApprovalFileset = Output<typeof ClientApprovalFilesetResponse>['data'];

export async function fetchApprovalFileset(client: ApiClient, uuid: string, signal?: AbortSignal): Promise<ApprovalFileset> {
  return (await client.get<Output<typeof ClientApprovalFilesetResponse>>(`client_approval_filesets/${encodeURIComponent(uuid)}`, { auth: true, signal })).data;
}

export async function reviewApprovalFileset(
  client: ApiClient,
  uuid: string,
  review: Input<typeof UpdateProofBody> & ({ status: 'approved' } | { status: 'changes_requested'; review_reason: string }),
): Promise<ApprovalFileset> {
  return (await client.put<Output<typeof ClientApprovalFilesetResponse>>(`client_approval_filesets/${encodeURIComponent(uuid)}`, review, { auth: true })).data;
}

// Artwork files.

export interface UploadOptions {
  /** The storefront region (sent as `X-Region` like every call). */
  region: string;
  /** Called with 0…1 while the bytes go up. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
  baseUrl?: string;
  /** `attachment`: a quote request's file, which may also be a ZIP archive (never usable in a design). */
  purpose?: 'artwork' | 'attachment';
}

function headersFor(client: ApiClient, region: string): Record<string, string> {
  const token = client.tokens.get();
  return { [HEADERS.region]: region, ...(token ? { [HEADERS.apiToken]: token } : {}) };
}

/**
 * `POST v1/files` (multipart, part `file`). Uses XMLHttpRequest because fetch cannot report upload
 * progress, which the "waiting for files" overlay shows. A refused file rejects with an ApiError
 * carrying the API's code (`file_type_not_allowed`, `image_too_large`, `file_too_large`…).
 */
export function uploadArtwork(client: ApiClient, file: File | Blob, o: UploadOptions): Promise<ArtworkFile> {
  const query = o.purpose === 'attachment' ? '?purpose=attachment' : '';
  const url = `${o.baseUrl ?? API_BASE_PATH}/v1/files${query}`;
  const form = new FormData();
  form.append('file', file, file instanceof File ? file.name : 'artwork');
  if (typeof XMLHttpRequest === 'undefined') {
    return client.post<ArtworkFileResponse>(`v1/files${query}`, form, { auth: true, signal: o.signal }).then((r) => r.file);
  }
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    for (const [k, v] of Object.entries(headersFor(client, o.region))) xhr.setRequestHeader(k, v);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) o.onProgress?.(e.loaded / e.total);
    };
    xhr.onload = () => {
      let body: unknown = undefined;
      try {
        body = xhr.responseText ? JSON.parse(xhr.responseText) : undefined;
      } catch {
        body = xhr.responseText;
      }
      if (xhr.status >= 200 && xhr.status < 300 && body && typeof body === 'object' && 'file' in body) {
        o.onProgress?.(1);
        resolve((body as ArtworkFileResponse).file);
        return;
      }
      const message = isApiErrorBody(body) ? body.message : `Request failed with status code ${xhr.status}`;
      reject(new ApiError(message, { kind: 'status', status: xhr.status, body, method: 'POST', url }));
    };
    xhr.onerror = () => reject(new ApiError('Network Error', { kind: 'network', method: 'POST', url }));
    xhr.onabort = () => reject(new ApiError('Request aborted', { kind: 'aborted', method: 'POST', url }));
    o.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}

/** `GET v1/files/{id}`: an artwork file's facts (natural pixels for the live DPI of a reopened design). */
export async function fetchArtworkFile(client: ApiClient, id: string, signal?: AbortSignal): Promise<ArtworkFile> {
  return (await client.get<ArtworkFileResponse>(`v1/files/${encodeURIComponent(id)}`, { auth: true, signal })).file;
}

/**
 * The bytes of a file variant as a Blob. Files are owner-only, so an `<img src>` (no token header)
 * cannot read them; the editor draws the blob's object URL instead.
 */
export async function fetchArtworkContent(client: ApiClient, id: string, o: { region: string; variant?: FileVariant; signal?: AbortSignal; baseUrl?: string }): Promise<Blob> {
  const url = `${o.baseUrl ?? API_BASE_PATH}/v1/files/${encodeURIComponent(id)}/content?variant=${o.variant ?? 'limited'}`;
  return fetchBlob(client, url, o);
}

/**
 * An artwork file of a design read through the design (`GET box_designs/{id}/files/{fileId}`): how
 * someone who is not the owner sees a shared design's pictures, with its share token.
 */
export async function fetchDesignFileContent(
  client: ApiClient,
  designId: string,
  fileId: string,
  o: { region: string; shareToken?: string | null; variant?: FileVariant; signal?: AbortSignal; baseUrl?: string },
): Promise<Blob> {
  const query = new URLSearchParams({ variant: o.variant ?? 'limited', ...(o.shareToken ? { share_token: o.shareToken } : {}) });
  const url = `${o.baseUrl ?? API_BASE_PATH}/${designPath(designId)}/files/${encodeURIComponent(fileId)}?${query.toString()}`;
  return fetchBlob(client, url, o);
}

/**
 * A design's thumbnail PNG (`thumbnail_url` of a design or a cart line, `/api/box_designs/{id}/thumbnail`).
 * Designs are owner-only, so an `<img src>` (no token header) cannot read it; draw the blob's object URL.
 */
export async function fetchDesignThumbnail(client: ApiClient, thumbnailUrl: string, o: { region: string; signal?: AbortSignal }): Promise<Blob> {
  return fetchBlob(client, thumbnailUrl, o);
}

/**
 * The bytes at an API address (`/api/…`), with the client's token and store headers: owner- or
 * staff-only files that a plain link or `<img src>` cannot read. A refusal is an ApiError with its status.
 */
export async function fetchBlob(client: ApiClient, url: string, o: { region: string; signal?: AbortSignal }): Promise<Blob> {
  const res = await fetch(url, { headers: headersFor(client, o.region), signal: o.signal });
  if (!res.ok) throw new ApiError(`Request failed with status code ${res.status}`, { kind: 'status', status: res.status, method: 'GET', url });
  return res.blob();
}

/** The print-ready PDF of a design (owner or manager); `lowResolution` mirrors the `X-Low-Resolution` header. */
export async function fetchPrintFile(client: ApiClient, id: string, o: { region: string; baseUrl?: string }): Promise<{ pdf: Blob; lowResolution: boolean }> {
  const url = `${o.baseUrl ?? API_BASE_PATH}/${designPath(id)}/print_file`;
  const res = await fetch(url, { headers: headersFor(client, o.region) });
  if (!res.ok) throw new ApiError(`Request failed with status code ${res.status}`, { kind: 'status', status: res.status, method: 'GET', url });
  return { pdf: await res.blob(), lowResolution: res.headers.get('X-Low-Resolution') !== null };
}

/**
 * The print file of a design proof (`GET client_approval_filesets/{uuid}/print_file`): the PDF of the
 * design exactly as it was paid for. Owner-only, so it comes through the client (token header).
 */
export async function fetchProofPrintFile(client: ApiClient, uuid: string, o: { region: string; signal?: AbortSignal; baseUrl?: string }): Promise<Blob> {
  const url = `${o.baseUrl ?? API_BASE_PATH}/client_approval_filesets/${encodeURIComponent(uuid)}/print_file`;
  return fetchBlob(client, url, o);
}
