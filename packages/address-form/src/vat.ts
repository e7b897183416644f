import { validateVat, type ApiClient } from '@ph/api-client';

export type VatVerdict = 'valid' | 'invalid' | 'unknown';

/** Read by shape, not `instanceof`: the page-wide client may come from another bundle's copy of @ph/api-client. */
function errorShape(err: unknown): { status: number | null; body: unknown } | null {
  if (typeof err !== 'object' || err === null) return null;
  const e = err as { name?: unknown; status?: unknown; body?: unknown };
  return e.name === 'ApiError' ? { status: typeof e.status === 'number' ? e.status : null, body: e.body } : null;
}

/**
 * The API's VAT check (`addresses/validate_vat`). A VIES outage (503) blocks only a number whose
 * format is wrong; when the check cannot be made at all the verdict is `unknown` and the server,
 * which checks again on save, decides.
 */
export async function checkVatId(client: ApiClient, vatId: string, countryIso: string): Promise<VatVerdict> {
  try {
    const result = await validateVat(client, vatId, countryIso);
    return result.valid ? 'valid' : 'invalid';
  } catch (err) {
    const e = errorShape(err);
    if (e?.status === 503) return (e.body as { format_valid?: unknown } | undefined)?.format_valid === false ? 'invalid' : 'unknown';
    if (e?.status === 400 || e?.status === 422) return 'invalid';
    return 'unknown';
  }
}
