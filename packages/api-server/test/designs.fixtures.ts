// Shared set-up of the design tests: a seeded catalogue, designable variants and a design with artwork.
import { and, asc, eq } from 'drizzle-orm';
import { catalogueProducts, catalogueVariants } from '../src/db/schema/catalogue';
import type { Db } from '../src/db/client';
import type { App } from '../src/app';

export async function variantOf(db: Db, productSku: string, index = 0): Promise<{ id: number; sku: string }> {
  const rows = await db
    .select({ id: catalogueVariants.id, sku: catalogueVariants.sku })
    .from(catalogueVariants)
    .innerJoin(catalogueProducts, eq(catalogueProducts.id, catalogueVariants.productId))
    .where(and(eq(catalogueProducts.sku, productSku)))
    .orderBy(asc(catalogueVariants.id));
  const row = rows[index];
  if (!row) throw new Error(`no variant ${index} of ${productSku}`);
  return row;
}

export async function createDesign(app: App, headers: Record<string, string>, payload: Record<string, unknown>) {
  const res = await app.inject({ method: 'POST', url: '/api/box_designs', headers, payload });
  if (res.statusCode !== 201) throw new Error(`create design: ${res.statusCode} ${res.body}`);
  return res.json() as { box_design: Record<string, unknown> & { id: string; version: number; document: Record<string, unknown> }; design_token: string | null };
}

export const image = (id: string, fileId: string, over: Record<string, unknown> = {}) => ({ id, type: 'image', fileId, x: 10, y: 5, width: 100, height: 40, rotation: 0, ...over });
export const text = (id: string, over: Record<string, unknown> = {}) => ({ id, type: 'text', text: 'Hello box', font: { family: 'DejaVu Sans', sizeMm: 8 }, color: '#112233', x: 20, y: 10, width: 120, height: 20, rotation: 0, ...over });
