// Started by the page's inline first script (early.ts) once the first frame has been painted; the click
// keepers are already in place.
// Async boundary: the federation runtime negotiates shared modules before any app code runs.
void import('./bootstrap');
