// The orders desk's face: the back office's queue of placed orders and its order view (operators).
export { ordersDeskRoutes } from './routes';
