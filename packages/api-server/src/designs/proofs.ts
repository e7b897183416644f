// Design proofs (client approval filesets). At order completion every designed line gets a snapshot
// of the design version it was paid with and a proof in `pending`; the owner approves it or asks for
// changes. Production of an order waits until every proof is approved (`production_state`).
//
//   pending ──approve──▶ approved            (production may start once every proof is approved)
//      └────ask for changes──▶ changes_requested   (production waits; our team prepares a new proof)
import type { DesignDocument } from '@ph/api-contract';
import type { Db } from '../db';
import type { ProofStatus } from '../db/schema';
import { enqueueEmail } from '../email';
import { emailLanguage } from '../email';
import { NotFound, RuleViolation } from '../errors';
import * as files from '../files';
import { isUuid } from '../files';
import { isRegionCode, routePath, storeOrigin } from '@ph/region-config';
import { fileIdsOf, lowResolutionOf } from './document';
import { proofReadyEmail, proofReviewedEmail } from './emails';
import * as repo from './repository';

export type ProofRow = repo.ProofRow;
type OrderRow = repo.OrderRow;

/** What a paid line keeps of its design: enough to print it exactly as it was, whatever happens to the design later. */
export interface DesignSnapshot {
  box_design_id: string;
  version: number;
  name: string;
  product_sku: string;
  variant_sku: string;
  size: { length: number; width: number; height: number };
  board_thickness_mm: number;
  dieline_style: string;
  bleed_mm: number;
  safe_area_mm: number;
  thumbnail_file_id: string | null;
  document: Record<string, unknown>;
}

export function snapshotOf(row: repo.BoxDesignRow): DesignSnapshot {
  return {
    box_design_id: row.id,
    version: row.version,
    name: row.name,
    product_sku: row.productSku,
    variant_sku: row.variantSku,
    size: { length: row.lengthMm, width: row.widthMm, height: row.heightMm },
    board_thickness_mm: row.boardThicknessMm,
    dieline_style: row.dielineStyle,
    bleed_mm: row.bleedMm,
    safe_area_mm: row.safeAreaMm,
    thumbnail_file_id: row.thumbnailFileId,
    document: row.document,
  };
}

/** Proof e-mails speak the language the order was placed in, else its store's. */
const languageOfOrder = (order: Pick<OrderRow, 'region' | 'language'>) => emailLanguage(order.language, order.region);

/**
 * Where the shopper reviews a proof: its order's page in the order's store (the proofs are a section of
 * it, mf-account's DesignProofs), at the proof (`#proof-{id}`). scripts/check-links.mjs checks it.
 */
export const proofUrl = (storefrontUrl: string, order: Pick<OrderRow, 'region' | 'number'>, proofId: string) =>
  isRegionCode(order.region)
    ? `${storeOrigin(storefrontUrl, order.region)}${routePath('singleOrder', order.region, { orderNumber: order.number })}#proof-${proofId}`
    : `${storefrontUrl.replace(/\/+$/, '')}/account/orders/${encodeURIComponent(order.number)}#proof-${proofId}`;

/**
 * Called by order completion, in its transaction: snapshots the design of every designed product line
 * and opens a pending proof for it (one e-mail per proof). Lines that already have a proof are skipped.
 */
export async function onOrderCompleted(tx: Db, order: OrderRow, opts: { now: Date; storefrontUrl: string }): Promise<void> {
  const lines = await repo.productLinesOf(tx, order.id);
  for (const line of lines) {
    if (!line.boxDesignId) continue;
    const design = isUuid(line.boxDesignId) ? await repo.findDesign(tx, line.boxDesignId) : undefined;
    if (!design || design.userId !== order.userId) {
      throw new RuleViolation('design_not_found', `The design of line ${line.id} is gone; choose the design again`, `line_items.${line.id}.box_design_id`);
    }
    const snapshot = snapshotOf(design);
    await repo.setLineDesignSnapshot(tx, line.id, snapshot as unknown as Record<string, unknown>);
    const used = await files.findFiles(tx, fileIdsOf(design.document));
    const low = design.schemaVersion === 2 ? lowResolutionOf(design.document as unknown as DesignDocument, new Map(used.map((f) => [f.id, f]))) : [];
    const proof = await repo.insertProofOnce(tx, { orderId: order.id, lineItemId: line.id, userId: order.userId, boxDesignId: design.id, designVersion: design.version, email: order.email, lowResolution: low, createdAt: opts.now, updatedAt: opts.now });
    if (proof && order.email) {
      await enqueueEmail(
        tx,
        proofReadyEmail(languageOfOrder(order), order.email, {
          design: design.name,
          number: order.number,
          url: proofUrl(opts.storefrontUrl, order, proof.id),
          lowResolutionFaces: [...new Set(low.map((l) => l.face))],
        }),
      );
    }
  }
}

export const proofsOfOrders = repo.proofsOfOrders;

export type ProductionState = 'awaiting_payment' | 'awaiting_proof_approval' | 'ready_for_production' | null;

/** Production of a complete order starts when it is paid and every proof is approved. */
export function productionState(order: Pick<OrderRow, 'state' | 'paymentState'>, proofs: Array<Pick<ProofRow, 'status'>>): ProductionState {
  if (order.state !== 'complete') return null;
  if (proofs.some((p) => p.status !== 'approved')) return 'awaiting_proof_approval';
  if (order.paymentState !== 'paid') return 'awaiting_payment';
  return 'ready_for_production';
}

/** A proof with its order and the design as it was paid for, whoever's it is (operators); a 404 for no such proof. */
export async function proofWithOrder(db: Db, id: string): Promise<{ proof: ProofRow; order: OrderRow; snapshot: DesignSnapshot | null }> {
  const row = isUuid(id) ? await repo.proofWithOrder(db, id) : undefined;
  if (!row) throw new NotFound('Proof not found');
  return { proof: row.proof, order: row.order, snapshot: row.snapshot as unknown as DesignSnapshot | null };
}

/** The caller's own proof; another's is a 404 like an unknown one. */
export async function ownProof(db: Db, userId: number, id: string): Promise<{ proof: ProofRow; order: OrderRow; snapshot: DesignSnapshot | null }> {
  const found = await proofWithOrder(db, id).catch((e: unknown) => {
    if (e instanceof NotFound) return undefined;
    throw e;
  });
  if (!found || found.proof.userId !== userId) throw new NotFound('Proof not found');
  return found;
}

export async function reviewProof(
  db: Db,
  userId: number,
  id: string,
  body: { status: 'approved' | 'changes_requested'; review_reason?: string | undefined },
  opts: { now: Date; storefrontUrl: string },
): Promise<{ proof: ProofRow; order: OrderRow }> {
  return db.transaction(async (tx) => {
    const { proof, order, snapshot } = await ownProof(tx, userId, id);
    if (proof.status !== 'pending') throw new RuleViolation('proof_not_pending', `The proof is ${proof.status.replace('_', ' ')} already`, 'status');
    if (body.status === 'changes_requested' && !body.review_reason) {
      throw new RuleViolation('review_reason_required', 'Tell us what should change', 'review_reason');
    }
    const status: ProofStatus = body.status;
    const updated = await repo.reviewPendingProof(tx, proof.id, { status, reviewReason: body.review_reason ?? null, reviewedAt: opts.now, updatedAt: opts.now });
    if (!updated) throw new RuleViolation('proof_not_pending', 'The proof was reviewed already', 'status');
    const to = proof.email ?? order.email;
    if (to) {
      await enqueueEmail(
        tx,
        proofReviewedEmail(languageOfOrder(order), to, {
          design: snapshot?.name ?? 'Box design',
          number: order.number,
          url: proofUrl(opts.storefrontUrl, order, proof.id),
          status: body.status,
          reason: body.review_reason ?? null,
        }),
      );
    }
    return { proof: updated, order };
  });
}
