// What an order shows of its designed lines: the design (for a complete order, the paid snapshot),
// its thumbnail, the line's proof, and whether production may start.
import { API_BASE_PATH } from '@ph/contracts/http';
import type { Db } from '../db';
import type { lineItems, orders } from '../db/schema';
import * as files from '../files';
import { isUuid } from '../files';
import { productionState, proofsOfOrders, type DesignSnapshot, type ProductionState } from './proofs';
import * as repo from './repository';

type LineRow = typeof lineItems.$inferSelect;

export interface LineDesign {
  design: { id: string; name: string; version: number; design_status: 'draft' | 'saved'; thumbnail_url: string | null } | null;
  proof: { id: string; status: 'pending' | 'approved' | 'changes_requested' } | null;
}

export interface LineDesigns {
  lines: Map<number, LineDesign>;
  productionState: ProductionState;
}

export async function designsOfLines(db: Db, order: typeof orders.$inferSelect, lines: LineRow[]): Promise<LineDesigns> {
  const out = new Map<number, LineDesign>();
  const designed = lines.filter((l) => l.boxDesignId !== null);
  const proofs = order.state === 'complete' ? await proofsOfOrders(db, [order.id]) : [];
  if (designed.length === 0) return { lines: out, productionState: productionState(order, proofs) };
  for (const l of designed) {
    const snapshot = l.designSnapshot as unknown as DesignSnapshot | null;
    const row = l.boxDesignId && isUuid(l.boxDesignId) ? await repo.findDesign(db, l.boxDesignId) : undefined;
    const thumbFileId = snapshot ? snapshot.thumbnail_file_id : (row?.thumbnailFileId ?? null);
    const thumb = thumbFileId ? (await files.findFiles(db, [thumbFileId]))[0] : undefined;
    const designId = snapshot?.box_design_id ?? row?.id;
    const proof = proofs.find((p) => p.lineItemId === l.id);
    out.set(l.id, {
      design: designId
        ? {
            id: designId,
            name: snapshot?.name ?? row?.name ?? '',
            version: snapshot?.version ?? row?.version ?? 1,
            design_status: row?.status ?? 'saved',
            thumbnail_url: thumb && row ? `${API_BASE_PATH}/box_designs/${designId}/thumbnail` : null,
          }
        : null,
      proof: proof ? { id: proof.id, status: proof.status } : null,
    });
  }
  return { lines: out, productionState: productionState(order, proofs) };
}
