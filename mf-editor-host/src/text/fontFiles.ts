// The woff2 files of the design fonts (latin and latin-ext, regular weight). Loaded by fonts.ts in
// the browser only; webpack emits each file with a content hash.

const LATIN = 'U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD';
const LATIN_EXT = 'U+0100-02BA, U+02BD-02C5, U+02C7-02CC, U+02CE-02D7, U+02DD-02FF, U+0304, U+0308, U+0329, U+1D00-1DBF, U+1E00-1E9F, U+1EF2-1EFF, U+2020, U+20A0-20AB, U+20AD-20C0, U+2113, U+2C60-2C7F, U+A720-A7FF';

export interface FontFile {
  family: string;
  subset: 'latin' | 'latin-ext';
  unicodeRange: string;
  url: string;
}

const file = (family: string, subset: 'latin' | 'latin-ext', url: URL): FontFile => ({ family, subset, unicodeRange: subset === 'latin' ? LATIN : LATIN_EXT, url: url.href });

export const FONT_FILES: FontFile[] = [
  file('Roboto', 'latin', new URL('@fontsource/roboto/files/roboto-latin-400-normal.woff2', import.meta.url)),
  file('Roboto', 'latin-ext', new URL('@fontsource/roboto/files/roboto-latin-ext-400-normal.woff2', import.meta.url)),
  file('Playfair Display', 'latin', new URL('@fontsource/playfair-display/files/playfair-display-latin-400-normal.woff2', import.meta.url)),
  file('Playfair Display', 'latin-ext', new URL('@fontsource/playfair-display/files/playfair-display-latin-ext-400-normal.woff2', import.meta.url)),
  file('Oswald', 'latin', new URL('@fontsource/oswald/files/oswald-latin-400-normal.woff2', import.meta.url)),
  file('Oswald', 'latin-ext', new URL('@fontsource/oswald/files/oswald-latin-ext-400-normal.woff2', import.meta.url)),
  file('Pacifico', 'latin', new URL('@fontsource/pacifico/files/pacifico-latin-400-normal.woff2', import.meta.url)),
  file('Pacifico', 'latin-ext', new URL('@fontsource/pacifico/files/pacifico-latin-ext-400-normal.woff2', import.meta.url)),
];
