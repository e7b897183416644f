// No zod here: the back office's shipment form lists the carriers (`@ph/api-contract/carriers`), and
// the contract's schemas and the API's carrier rules (packages/api-server/src/shipments/carriers.ts)
// use the same list, so a carrier added here is offered, accepted and validated everywhere.

/** The carriers a shipment can go with; `sandbox` stands in for all of them offline. */
export const CARRIER_IDS = ['dpd', 'dhl', 'ups', 'inpost', 'poczta_polska', 'royal_mail', 'fedex', 'sandbox'] as const;
export type CarrierId = (typeof CARRIER_IDS)[number];

/** Each carrier's own name, as it prints it (a brand: the same in every language). */
export const CARRIER_NAMES: Readonly<Record<CarrierId, string>> = {
  dpd: 'DPD',
  dhl: 'DHL',
  ups: 'UPS',
  inpost: 'InPost',
  poczta_polska: 'Poczta Polska',
  royal_mail: 'Royal Mail',
  fedex: 'FedEx',
  sandbox: 'Sandbox carrier',
};
