import { ApiError } from '@ph/api-client';
import { apiField, apiReasonForAnalytics, declinedIntentId } from './errors';

// The page-wide client may come from another remote's bundle: its errors are ApiErrors by shape only.
const foreign = (status: number, body: unknown) => Object.assign(new Error('Request failed'), { name: 'ApiError', kind: 'status', status, body, field: 'bill_address.vat_id' });

describe('API errors', () => {
  it('reads the (analytics) reason of a refusal from this bundle’s and another bundle’s ApiError alike', () => {
    const body = { statusCode: 422, error: 'Unprocessable Entity', code: 'invalid_vat_id', message: 'VAT ID X is not valid', field: 'bill_address.vat_id' };
    expect(apiReasonForAnalytics(new ApiError('Request failed', { kind: 'status', status: 422, body, method: 'PUT', url: '/x' }))).toBe('VAT ID X is not valid');
    expect(apiReasonForAnalytics(foreign(422, body))).toBe('VAT ID X is not valid');
    expect(apiField(foreign(422, body))).toBe('bill_address.vat_id');
  });

  it('gives no reason for server errors, network errors and other throwables', () => {
    expect(apiReasonForAnalytics(foreign(503, { statusCode: 503, error: 'x', message: 'internal detail' }))).toBeNull();
    expect(apiReasonForAnalytics(new ApiError('Network Error', { kind: 'network', method: 'GET', url: '/x' }))).toBeNull();
    expect(apiReasonForAnalytics(new TypeError('boom'))).toBeNull();
  });

  it('finds the intent of a card decline', () => {
    expect(declinedIntentId(foreign(402, { statusCode: 402, error: 'x', message: 'declined', payment_intent: { id: 'pi_1' } }))).toBe('pi_1');
    expect(declinedIntentId(foreign(422, { statusCode: 422, error: 'x', message: 'no', payment_intent: { id: 'pi_1' } }))).toBeNull();
  });
});
