// The help centre's articles (the landing site's content) for the store: list, search, read.
export { helpRoutes } from './routes';
