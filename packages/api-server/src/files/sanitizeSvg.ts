// SVG is a document that can run scripts and fetch URLs. Uploads are cleaned on the server with
// DOMPurify (the well-kept sanitiser browsers' own security teams review) on a jsdom window, with
// its SVG profiles, then every reference that leaves the document is removed: only `#fragment`
// links and embedded `data:image/...` pictures stay.
import type { DOMPurify } from 'dompurify';
import { loadOnce } from '../loadOnce';

const LOCAL_REF = /^\s*(#|data:image\/(png|jpe?g|gif|webp);)/i;
const URL_IN_CSS = /url\(\s*(['"]?)(?!#)[^)]*\1\s*\)|@import[^;]*;?/gi;

/** DOMPurify on a jsdom window, made at the first SVG upload (jsdom alone is a quarter of a second to load). */
const purifier = loadOnce(async (): Promise<DOMPurify> => {
  const [{ default: createDOMPurify }, { JSDOM }] = await Promise.all([import('dompurify'), import('jsdom')]);
  // jsdom's window satisfies what DOMPurify needs; its types differ from lib.dom's.
  const purify = createDOMPurify(new JSDOM('').window as unknown as Parameters<typeof createDOMPurify>[0]);
  purify.addHook('uponSanitizeAttribute', (_node, data) => {
    const name = data.attrName.toLowerCase();
    if ((name === 'href' || name === 'xlink:href' || name === 'src') && !LOCAL_REF.test(data.attrValue)) {
      data.keepAttr = false;
    }
    if (name === 'style' || /^(fill|stroke|filter|clip-path|mask|marker-(start|mid|end))$/.test(name)) {
      data.attrValue = data.attrValue.replace(URL_IN_CSS, (m) => (/url\(\s*['"]?#/.test(m) ? m : 'none'));
    }
  });
  purify.addHook('uponSanitizeElement', (node, data) => {
    if (data.tagName === 'style' && node.textContent) node.textContent = node.textContent.replace(URL_IN_CSS, 'none');
  });
  return purify;
});

export interface SanitizedSvg {
  svg: string;
  /** Something was taken out (a script, a handler, an external reference). */
  changed: boolean;
}

export async function sanitizeSvg(source: string): Promise<SanitizedSvg | null> {
  // The prologue (XML declaration, doctype with its entities, comments) goes: entities are never
  // expanded, and the HTML parser DOMPurify uses would keep an internal subset as text.
  const root = source.search(/<svg[\s>/]/i);
  if (root < 0) return null;
  const purify = await purifier();
  const clean = purify.sanitize(source.slice(root), {
    USE_PROFILES: { svg: true, svgFilters: true },
    // DOMPurify's svg profile already drops <script>, <foreignObject> and on* handlers.
    FORBID_TAGS: ['script', 'foreignObject', 'iframe', 'embed', 'object', 'audio', 'video'],
    // <use> is safe once its reference must stay inside the document (the hook above).
    ADD_TAGS: ['use'],
    WHOLE_DOCUMENT: false,
    RETURN_TRUSTED_TYPE: false,
  });
  if (!/<svg[\s>]/i.test(clean)) return null;
  // DOMPurify always reports the <body> it parsed into; anything else was taken out of the file.
  const removed = purify.removed.some((r) => !('element' in r) || r.element.nodeName !== 'BODY');
  return { svg: `<?xml version="1.0" encoding="UTF-8"?>\n${clean}`, changed: removed };
}
