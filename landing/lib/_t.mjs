import { buildSite } from './site.mjs';
const t=Date.now(); const pages = buildSite({ contentRoot: '/tmp/lc' }); console.log(pages.length, Date.now()-t);
console.log(pages.find(p=>p.permalink==='packhelp.pl/pomoc/dpi-and-resolution/index.html').html);
