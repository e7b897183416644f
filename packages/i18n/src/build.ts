/**
 * True unless the bundler declared a production build. Bundlers replace `process.env.NODE_ENV` with a
 * literal; without that (no bundler, no `process`) the code is assumed to be shipped, i.e. production.
 */
export function isDevelopmentBuild(): boolean {
  try {
    return process.env.NODE_ENV !== 'production';
  } catch {
    return false;
  }
}
