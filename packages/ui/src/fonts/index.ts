// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- the shell compiles this file, and only a reference brings the *.woff2 declaration along
/// <reference path="./woff2.d.ts" />
// The store's typeface, Inter, self-hosted from the npm package @fontsource/inter: only the two
// weights the tokens use (400 regular, 600 semibold) and the Latin subsets the 11 languages need
// (latin; latin-ext for ą ł ř ș ț …, fetched only when a page has such a letter). Imported by the
// shell alone, which owns the page: its build emits the files (hashed, cached forever) and
// writes their @font-face rules into index.html (@ph/build-config `fontFaces`).
import latin400 from '@fontsource/inter/files/inter-latin-400-normal.woff2';
import latin600 from '@fontsource/inter/files/inter-latin-600-normal.woff2';
import latinExt400 from '@fontsource/inter/files/inter-latin-ext-400-normal.woff2';
import latinExt600 from '@fontsource/inter/files/inter-latin-ext-600-normal.woff2';
import { fontFaceCss, type FontFiles } from './faces';

export const INTER_FILES: FontFiles = {
  latin: { 400: latin400, 600: latin600 },
  'latin-ext': { 400: latinExt400, 600: latinExt600 },
};

/** @font-face rules of the store's typeface with the emitted file URLs. */
export const interFontCss = (): string => fontFaceCss(INTER_FILES);

export { FONT_WEIGHTS, fontFaceCss, injectFontFaces } from './faces';
