// Saved box designs and design proofs (docs/domain.md#the-apis-calls "Designs"). The design document format is
// described in packages/api-server/src/designs/README.md; its `schemaVersion` is 2 (mm) or 1 (old,
// pixel-based, converted with POST box_designs/{id}/convert_from_v1).
import { z } from 'zod';
import { Email, IsoDateTime } from './common';

export const FACE_NAMES = ['front', 'top', 'back', 'left', 'right', 'bottom'] as const;
export const FaceName = z.enum(FACE_NAMES);
export type FaceName = z.infer<typeof FaceName>;
export const DIELINE_STYLES = ['fefco-0427', 'fefco-0201', 'reverse-tuck-end', 'two-piece'] as const;

export const CURRENT_SCHEMA_VERSION = 2;
const Colour = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'must be a colour like #1a2b3c');
/** Millimetres on a face; objects may reach past the face into the bleed and beyond (clipped when printed). */
const Mm = z.number().finite().min(-5000).max(5000);
const Extent = z.number().finite().positive().max(5000);
const Rotation = z.number().finite().min(-360).max(360).default(0);
const ObjectId = z.string().min(1).max(64);

export const ImageObject = z.strictObject({
  id: ObjectId,
  type: z.literal('image'),
  fileId: z.uuid().describe('An artwork file of the design owner (POST v1/files)'),
  x: Mm.describe('Left of the unrotated box, face-local mm'),
  y: Mm.describe('Top of the unrotated box, face-local mm'),
  width: Extent,
  height: Extent,
  rotation: Rotation.describe('Degrees clockwise around the centre'),
  opacity: z.number().min(0).max(1).default(1),
});
export type ImageObject = z.infer<typeof ImageObject>;

export const TextObject = z.strictObject({
  id: ObjectId,
  type: z.literal('text'),
  text: z.string().min(1).max(2000),
  font: z.strictObject({
    family: z.string().min(1).max(100),
    /** Em size in millimetres (1 pt = 0.3528 mm). */
    sizeMm: z.number().positive().max(500),
    weight: z.enum(['normal', 'bold']).default('normal'),
    style: z.enum(['normal', 'italic']).default('normal'),
  }),
  color: Colour,
  align: z.enum(['left', 'center', 'right']).default('left'),
  x: Mm,
  y: Mm,
  width: Extent,
  height: Extent,
  rotation: Rotation,
});
export type TextObject = z.infer<typeof TextObject>;

export const DesignObject = z.discriminatedUnion('type', [ImageObject, TextObject]);
export type DesignObject = z.infer<typeof DesignObject>;

export const DesignFace = z.strictObject({
  background: Colour.nullable().default(null).describe('Fill of the face and its bleed; null leaves the board unprinted'),
  objects: z.array(DesignObject).max(200).default([]),
});
export type DesignFace = z.infer<typeof DesignFace>;

const emptyFace = () => ({ background: null, objects: [] });

/** The faces a client sends; missing faces are empty. */
export const DesignFaces = z.strictObject({
  front: DesignFace.default(emptyFace),
  top: DesignFace.default(emptyFace),
  back: DesignFace.default(emptyFace),
  left: DesignFace.default(emptyFace),
  right: DesignFace.default(emptyFace),
  bottom: DesignFace.default(emptyFace),
});
export type DesignFaces = z.infer<typeof DesignFaces>;

/** The current document (schemaVersion 2): everything in millimetres. */
export const DesignDocument = z.object({
  schemaVersion: z.literal(2),
  unit: z.literal('mm'),
  product: z.object({ sku: z.string(), variantId: z.number().int(), variantSku: z.string() }),
  size: z.object({ length: z.number(), width: z.number(), height: z.number() }).describe('Inner size, mm'),
  boardThickness: z.number(),
  dielineStyle: z.enum(DIELINE_STYLES),
  faces: z.object({ front: DesignFace, top: DesignFace, back: DesignFace, left: DesignFace, right: DesignFace, bottom: DesignFace }),
});
export type DesignDocument = z.infer<typeof DesignDocument>;

/** An old editor's design (schemaVersion 1): pixels on a canvas per side. Accepted on create, converted on request. */
export const V1Element = z.strictObject({
  type: z.enum(['image', 'text']),
  fileId: z.uuid().optional(),
  text: z.string().max(2000).optional(),
  fontFamily: z.string().max(100).optional(),
  fontSize: z.number().positive().max(5000).optional().describe('px'),
  fill: Colour.optional(),
  left: z.number().finite(),
  top: z.number().finite(),
  width: z.number().finite().positive(),
  height: z.number().finite().positive(),
  angle: z.number().finite().default(0),
});
export const V1Document = z.strictObject({
  schemaVersion: z.literal(1),
  sides: z.partialRecord(
    FaceName,
    z.strictObject({
      canvas: z.strictObject({ width: z.number().positive(), height: z.number().positive() }).describe('px of the side as the old editor drew it'),
      backgroundColor: Colour.nullable().optional(),
      elements: z.array(V1Element).max(200).default([]),
    }),
  ),
});
export type V1Document = z.infer<typeof V1Document>;

export const DESIGN_STATUSES = ['draft', 'saved'] as const;
export const DesignStatus = z.enum(DESIGN_STATUSES).describe('draft: autosaved or skipped (analytics design_status); saved: saved by the shopper');

export const LowResolutionObject = z.object({ face: FaceName, object_id: z.string(), dpi: z.number() });

export const BoxDesign = z.object({
  id: z.uuid(),
  name: z.string(),
  status: DesignStatus,
  product_sku: z.string(),
  variant_id: z.number().int(),
  variant_sku: z.string(),
  size: z.object({ length: z.number(), width: z.number(), height: z.number() }).describe('Inner size, mm'),
  board_thickness_mm: z.number(),
  dieline_style: z.enum(DIELINE_STYLES),
  bleed_mm: z.number(),
  safe_area_mm: z.number(),
  schema_version: z.number().int(),
  legacy: z.boolean().describe('schemaVersion 1: convert it (convert_from_v1) before editing'),
  custom_size: z.object({ length: z.number(), width: z.number(), height: z.number() }).nullable().describe('The inner size when it is not the variant’s own (a custom size)'),
  share_token: z.string().nullable().describe('Owner only: the share token once shared'),
  document: z.record(z.string(), z.unknown()).describe('The design document (DesignDocument for schemaVersion 2, V1Document for 1)'),
  version: z.number().int().describe('Send it back with PUT; a stale version is a 409'),
  thumbnail_file_id: z.uuid().nullable(),
  thumbnail_url: z.string().nullable(),
  // Optional in the schema so older clients' fixtures stay valid; this API always sends it.
  board: z
    .object({ outside: z.string().describe('#rrggbb'), inside: z.string().describe('#rrggbb') })
    .optional()
    .describe('The colours of the board the variant is made of (its material and material colour): kraft, white or black, outside and inside'),
  shared: z.boolean(),
  read_only: z.boolean().describe('True when read through a share link by someone who is not the owner'),
  low_resolution: z.array(LowResolutionObject).describe('Images printing below 150 effective DPI (never blocks)'),
  created_at: IsoDateTime,
  updated_at: IsoDateTime,
});
export type BoxDesign = z.infer<typeof BoxDesign>;

export const BoxDesignResponse = z.object({ box_design: BoxDesign });
export type BoxDesignResponse = z.infer<typeof BoxDesignResponse>;
export const BoxDesignCreatedResponse = z.object({
  box_design: BoxDesign,
  design_token: z.string().nullable().describe('Anonymous owners only: lets the design be claimed after sign-in (POST v3/users/me/designs)'),
});
export const BoxDesignList = z.object({ box_designs: z.array(BoxDesign), count: z.number().int() });

const Size = z.strictObject({ length: z.number().positive().max(2000), width: z.number().positive().max(2000), height: z.number().positive().max(2000) });

export const CreateBoxDesignBody = z.strictObject({
  variant_id: z.number().int().positive().optional().describe('The variant the design is for; or send its `sku`'),
  sku: z.string().min(1).max(120).optional().describe('Variant sku, instead of variant_id'),
  quantity: z.number().int().positive().max(1_000_000).optional().describe('The quantity the shopper chose; not stored (the cart line carries it)'),
  name: z.string().trim().min(1).max(120).optional(),
  status: DesignStatus.optional(),
  custom_size: Size.optional().describe('Inner mm, for products sold in custom sizes'),
  faces: DesignFaces.optional(),
  document: V1Document.optional().describe('An old (schemaVersion 1) design to import; convert it with convert_from_v1'),
  thumbnail_file_id: z.uuid().nullable().optional(),
});
export type CreateBoxDesignBody = z.infer<typeof CreateBoxDesignBody>;

export const UpdateBoxDesignBody = z.strictObject({
  version: z.number().int().positive().describe('The version the client read'),
  name: z.string().trim().min(1).max(120).optional(),
  status: DesignStatus.optional(),
  variant_id: z.number().int().positive().optional().describe('Another variant of the same size and construction (e.g. another material)'),
  faces: DesignFaces.optional(),
  thumbnail_file_id: z.uuid().nullable().optional(),
});
export type UpdateBoxDesignBody = z.infer<typeof UpdateBoxDesignBody>;

export const DesignIdParams = z.strictObject({ id: z.string().max(64) });
export const ShareQuery = z.strictObject({ share_token: z.string().min(1).max(100).optional() });
export const DuplicateBody = z.strictObject({ share_token: z.string().min(1).max(100).optional(), name: z.string().trim().min(1).max(120).optional() }).nullish();
export const ShareResponse = z.object({ share_token: z.string(), share_url: z.string() });
export const DesignMineQuery = z.strictObject({
  page: z.coerce.number().int().positive().default(1),
  per_page: z.coerce.number().int().positive().max(100).default(25),
  status: DesignStatus.optional(),
});

export const RemindOnDesktopBody = z.strictObject({
  email: Email,
  locale: z.string().min(2).max(10).describe('Interface language or tag: cs, de, en, es, fr, it, pl, pt, sv, ro, nl (pt-PT, de-DE …)'),
  sku: z.string().min(1).max(120),
  quantity: z.number().int().positive().max(1_000_000),
});

export const ClaimDesignBody = z.strictObject({ id: z.uuid() });

// ---- design proofs (client approval filesets) ---------------------------------------------------

export const PROOF_STATUSES = ['pending', 'approved', 'changes_requested'] as const;
export const ProofStatus = z.enum(PROOF_STATUSES);

export const ClientApprovalFileset = z.object({
  uuid: z.uuid(),
  type: z.literal('client_approval_fileset'),
  attributes: z.object({
    status: ProofStatus,
    review_reason: z.string().nullable(),
    email: z.string().nullable(),
    order_number: z.string(),
    line_item_id: z.number().int(),
    box_design_id: z.uuid(),
    design_version: z.number().int(),
    low_resolution: z.boolean().describe('Some artwork prints below 150 effective DPI (warning only)'),
    low_resolution_details: z.array(LowResolutionObject),
    proof_url: z.string().describe('The print-ready PDF of the paid design version'),
    reviewed_at: IsoDateTime.nullable(),
    created_at: IsoDateTime,
  }),
});
export const ClientApprovalFilesetResponse = z.object({ data: ClientApprovalFileset });
export const UpdateProofBody = z.strictObject({
  status: z.enum(['approved', 'changes_requested']),
  review_reason: z.string().trim().min(1).max(2000).optional(),
});
