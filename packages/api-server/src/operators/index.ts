// The operator role (the back office): who may run orders after checkout. Other modules guard their
// operator calls with `preHandler: requireOperator` and `schema: { ...OPERATOR_ONLY, … }`, which the
// role test (test/operators.test.ts) walks in the OpenAPI document.
export { OPERATOR_ONLY, requireOperator } from './guard';
export { DEMO_OPERATOR, promoteToOperator, seedDemoOperator } from './service';
export { operatorRoutes } from './routes';
