// Catalogue & pricing tables: owned by the catalogue module.
export {};
