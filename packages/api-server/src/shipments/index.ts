// The shipments module's face: shipping a placed order (carriers, tracking numbers and links, the
// carriers' signed webhook, the sandbox carrier) and the order's shipped and delivered states.
export { shipmentRoutes } from './routes';

export { presentShipments } from './service';
