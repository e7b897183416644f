// `GET v1/delivery_estimates?country=`: the delivery window with each express option offered for the
// delivery country (the options and ids of `prices/express_delivery`), next to the standard one.
import { expressProductionDays } from '../src/catalogue/deliveryEstimate';
import { DeliveryEstimatesResponse, ExpressDeliveryResponse } from '@ph/api-contract';
import { createSeededApp, type SeededApp } from './catalogue.fixtures';

let t: SeededApp;
beforeAll(async () => {
  t = await createSeededApp({ now: () => new Date('2025-03-07T13:30:00Z') });
}, 120_000);
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });
const F22 = 'mailer-box-f22-kraft-eco-color';

describe('express production days', () => {
  it('saves the option days, never below one working day', () => {
    expect(expressProductionDays(21, 5)).toBe(16);
    expect(expressProductionDays(21, 10)).toBe(11);
    expect(expressProductionDays(3, 5)).toBe(1);
  });
});

describe('GET v1/delivery_estimates with a delivery country', () => {
  it('dates every express option of the sku for the country, with the ids of prices/express_delivery', async () => {
    const res = await get(`/api/v1/delivery_estimates?start_date=2025-03-05&start_time=10:00&region=eu&country=DE&variant_skus[]=${F22}`);
    expect(res.statusCode).toBe(200);
    const [estimate] = DeliveryEstimatesResponse.parse(res.json()).data;
    const options = ExpressDeliveryResponse.parse((await get(`/api/prices/express_delivery?sku=${F22}&country=DE`)).json()).express_delivery;
    expect(options.map((o) => o.days_saved)).toEqual([5, 10]);
    // Standard: 21 working days from Wed 5 March → ships 3 April, delivered 8–10 April (3–5 days).
    expect(estimate).toMatchObject({ ship_date: '2025-04-03', min_date: '2025-04-08', max_date: '2025-04-10' });
    expect(estimate!.express).toEqual([
      { express_delivery_option_id: options[0]!.id, days_saved: 5, production_days: 16, ship_date: '2025-03-27', min_date: '2025-04-01', max_date: '2025-04-03' },
      { express_delivery_option_id: options[1]!.id, days_saved: 10, production_days: 11, ship_date: '2025-03-20', min_date: '2025-03-25', max_date: '2025-03-27' },
    ]);
  });

  it('has no express dates where no option is offered, and none without a country', async () => {
    const pt = DeliveryEstimatesResponse.parse((await get(`/api/v1/delivery_estimates?start_date=2025-03-05&region=eu&country=PT&variant_skus[]=${F22}`)).json());
    expect(pt.data[0]!.express).toEqual([]);
    const plain = DeliveryEstimatesResponse.parse((await get(`/api/v1/delivery_estimates?start_date=2025-03-05&region=eu&variant_skus[]=${F22}`)).json());
    expect(plain.data[0]).not.toHaveProperty('express');
  });

  it.each([['country=Germany'], ['country=XX']])('refuses %s with a 400', async (q) => {
    const res = await get(`/api/v1/delivery_estimates?region=eu&${q}&variant_skus[]=${F22}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/country/i);
  });
});
