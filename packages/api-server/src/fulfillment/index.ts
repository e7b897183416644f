// A placed order's way through the works (release, production) and its cancellation; the states and
// their rules are orders/stateMachine.ts's, this module gives them their calls.
export { fulfillmentRoutes } from './routes';
export { cancelOrder, operatorStep, presentRefund, type OperatorStep } from './service';
export { refundableLines } from './refund-lines';
