import { apiErrorOf } from '@ph/api-errors';
import { listMyDesigns, type ApiClient, type BoxDesign } from '@ph/api-client';

/** The most designs one page of the list shows (the API's largest page). */
export const DESIGNS_PER_PAGE = 100;

/** `GET box_designs/mine`: the shopper's designs, newest change first (the API's order). */
export async function loadMyDesigns(client: ApiClient, signal: AbortSignal): Promise<{ designs: BoxDesign[]; count: number }> {
  const res = await listMyDesigns(client, { per_page: DESIGNS_PER_PAGE }, signal);
  return { designs: res.box_designs, count: res.count };
}

/** The API's business-rule code of a failed call (`design_in_cart`, `proof_not_pending`, …). */
export function errorCode(err: unknown): string | null {
  return apiErrorOf(err)?.code ?? null;
}
