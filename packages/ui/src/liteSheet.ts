// The sheet of the standalone consent bundle (`@ph/ui/lite`): it renders into a shadow root on pages
// without the shell, so it brings the tokens on `:host` and the same rules the page's sheet has for
// the components it uses (coreCss) — the consent dialogs look the same with and without the shell,
// from one definition. Cost: about 2 KB gzip of that bundle's 25 KB budget (docs/performance.md).
import { a11yCss, buttonCss, checkCss, modalCss, v } from './coreCss';
import { tokensCss } from './tokens';

/** Over whatever the host page stacks: the element may land on any landing page. */
const HOST_Z = '2147483000';

/** The tokens, the components the consent views use, and `extra` (the caller's own rules, written with tokens). */
export function liteSheet(extra = ''): string {
  return (
    tokensCss(':host') +
    `:host{all:initial;font-family:${v('font-sans')};font-size:${v('font-size-md')};line-height:${v('line-height-base')};color:${v('color-text')}}*{box-sizing:border-box}` +
    a11yCss +
    buttonCss +
    checkCss +
    modalCss +
    `.ph-ui-modal-backdrop{z-index:${HOST_Z}}` +
    extra
  );
}

export { maxWidth, minWidth } from './breakpoints';
