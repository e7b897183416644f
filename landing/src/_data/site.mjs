// @ts-check
import { buildSite } from '../../lib/site.mjs';

export default function () {
  return buildSite();
}
