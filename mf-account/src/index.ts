// Async boundary: shared modules are negotiated before app code runs.
void import('./standalone');
