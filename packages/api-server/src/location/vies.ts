/** Result of an online VAT number check against the EU VIES service. */
export interface ViesResult {
  valid: boolean;
  name: string | null;
  address: string | null;
}

export class ViesUnavailableError extends Error {}

/** VIES lookup; `countryCode` is the VAT prefix (EL for Greece, XI for Northern Ireland). */
export interface ViesClient {
  check(countryCode: string, vatNumber: string): Promise<ViesResult>;
}

function cleanText(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  // VIES answers "---" when a member state does not disclose the name or address.
  return trimmed === '' || trimmed === '---' ? null : trimmed;
}

/**
 * Client of the VIES REST API (`POST {base}/check-vat-number`, base e.g.
 * https://ec.europa.eu/taxation_customs/vies/rest-api). Network errors, timeouts, non-2xx answers and
 * VIES's own "member state unavailable" errors all become `ViesUnavailableError`.
 */
export class HttpViesClient implements ViesClient {
  constructor(
    private readonly baseUrl: string,
    private readonly timeoutMs: number,
    private readonly fetchImpl: typeof fetch = fetch,
  ) {}

  async check(countryCode: string, vatNumber: string): Promise<ViesResult> {
    let response: Response;
    try {
      response = await this.fetchImpl(`${this.baseUrl}/check-vat-number`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ countryCode, vatNumber }),
        signal: AbortSignal.timeout(this.timeoutMs),
      });
    } catch (err) {
      throw new ViesUnavailableError(`VIES request failed: ${err instanceof Error ? err.message : String(err)}`);
    }
    if (!response.ok) throw new ViesUnavailableError(`VIES answered HTTP ${response.status}`);
    let payload: unknown;
    try {
      payload = await response.json();
    } catch {
      throw new ViesUnavailableError('VIES answered a body that is not JSON');
    }
    const data = payload as { valid?: unknown; name?: unknown; address?: unknown; errorWrappers?: unknown };
    if (Array.isArray(data.errorWrappers) && data.errorWrappers.length > 0) {
      throw new ViesUnavailableError(`VIES error: ${JSON.stringify(data.errorWrappers)}`);
    }
    if (typeof data.valid !== 'boolean') throw new ViesUnavailableError('VIES answer has no "valid" flag');
    return { valid: data.valid, name: cleanText(data.name), address: cleanText(data.address) };
  }
}
