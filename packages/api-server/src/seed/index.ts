export { seedCatalogue, seedCatalogueIfEmpty, catalogueIsEmpty, type SeedReport } from './seedCatalogue';
export { DEMO_PRICE_MODEL, demoUnitNetEur, demoVolumePrices } from './priceModel';
export { DEMO_PROMOTIONS, seedPromotions } from './promotions';
export { DEMO_MANAGER, seedDemoManager } from './demoManager';
