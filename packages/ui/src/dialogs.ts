// `@ph/ui/dialogs`: what opens on top of a page (dialogs, confirmations, the side drawer). A subpath of
// its own because the shared `@ph/ui` entry is never tree-shaken and every route's first load carries
// it, while the first paint opens no dialog: an app bundles these with the screens that use them (the
// mini-cart's drawer, the cart's remove-line dialog, checkout's dialogs…), mostly chunks loaded later.
// Their own imports of the kit go through `@ph/ui`, so they run on the page's one shared copy (its
// sheet, its messages, its page-wide modal stack) instead of bundling a second one.
export { Modal, ESCAPE_KEY_CODE, ENTER_KEY_CODE, MODAL_TOP_SPACINGS } from './modal/Modal';
export type { ModalProps, ModalSize, ModalTopSpacing, ModalVariant } from './modal/Modal';
export { ModalHeader, ModalBody, ModalFooter, MODAL_HEADER_DEFAULT_PADDING_BOTTOM } from './modal/ModalHeader';
export type { ModalHeaderProps } from './modal/ModalHeader';
export { ConfirmDialog, type ConfirmDialogProps } from './modal/ConfirmDialog';
export { Drawer, type DrawerProps } from './components/Drawer';
