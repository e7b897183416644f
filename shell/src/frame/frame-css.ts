// Small and static: the frame must paint before any remote arrives.
export const frameCss = `
.ph-header { display: flex; flex-wrap: wrap; gap: 12px 24px; align-items: center; padding: 12px 16px; border-bottom: 1px solid #e3e3e3; }
.ph-header nav { display: flex; gap: 16px; flex-wrap: wrap; }
.ph-header a { color: #1a1a1a; }
.ph-logo { font-weight: 700; font-size: 1.25rem; text-decoration: none; }
.ph-header-tools { margin-left: auto; display: flex; gap: 12px; align-items: center; flex-wrap: wrap; }
.ph-switcher { display: inline-flex; gap: 6px; align-items: center; }
.ph-skip { position: absolute; left: -9999px; }
.ph-skip:focus { left: 8px; top: 8px; background: #fff; padding: 8px; z-index: 10; }
.ph-footer { border-top: 1px solid #e3e3e3; padding: 16px; display: flex; gap: 24px; align-items: center; flex-wrap: wrap; }
.ph-locale-notice { margin: 0; padding: 8px 16px; background: #fff4e5; border-bottom: 1px solid #f0c36d; }
.ph-link-button { background: none; border: 0; padding: 0; color: #0b57d0; text-decoration: underline; cursor: pointer; font: inherit; }
:focus-visible { outline: 3px solid #0b57d0; outline-offset: 2px; }
@media (max-width: 767px) { .ph-header-tools { margin-left: 0; } }
`;
