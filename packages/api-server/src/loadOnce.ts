/**
 * A heavy library the API needs only for some requests (PDFs, e-invoices, SVG uploads, S3, Stripe),
 * imported the first time it is used rather than when the process starts: start-up (a rolling restart,
 * each API test file) no longer compiles about a megabyte of code most requests never run. The promise
 * is kept, so the import happens once per process.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () => (loading ??= load());
}
