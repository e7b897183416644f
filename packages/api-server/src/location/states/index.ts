import { STATE_REQUIRED, STATES } from './data';

export interface State {
  code: string;
  name: string;
  countryIso: string;
}

/** Subdivisions of a country, sorted by name; empty for countries whose addresses have none. */
export function statesOf(countryIso: string): State[] {
  return (STATES[countryIso] ?? [])
    .map(([code, name]) => ({ code, name, countryIso }))
    .sort((a, b) => a.name.localeCompare(b.name, 'en'));
}

export function findState(countryIso: string, code: string): State | undefined {
  const wanted = code.trim().toUpperCase().replace(new RegExp(`^${countryIso}-`), '');
  const hit = STATES[countryIso]?.find(([c]) => c === wanted);
  return hit ? { code: hit[0], name: hit[1], countryIso } : undefined;
}

export function countryHasStates(countryIso: string): boolean {
  return countryIso in STATES;
}

export function stateRequired(countryIso: string): boolean {
  return STATE_REQUIRED.has(countryIso);
}
