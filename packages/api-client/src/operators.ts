import type { OperatorResponse } from '@ph/api-contract';
import type { ApiClient } from './client';
import type { Output } from './contract';

// A subpath of its own (`@ph/api-client/operators`): only the back office's chunk calls it.

export type Operator = Output<typeof OperatorResponse>['operator'];

/** `GET operators/current`: the signed-in user as a back-office operator; a 403 for everyone else. */
export async function fetchCurrentOperator(client: ApiClient, signal?: AbortSignal): Promise<Operator> {
  return (await client.get<Output<typeof OperatorResponse>>('operators/current', { auth: true, ...(signal ? { signal } : {}) })).operator;
}
