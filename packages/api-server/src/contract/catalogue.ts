// Catalogue & pricing request/response schemas: owned by the catalogue module.
export {};
