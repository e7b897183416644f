// The support module's face: the contact form's support requests (README "Support requests").
export { supportRoutes } from './routes';
