// The files module's face: what other modules may use of it.
export { pngImageData } from './printForm';
export { type ArtworkFileRow, findFiles, moveFiles } from './repository';
export { fileRoutes } from './routes';
export { copyFile, fileContent, isUuid, printSource, storedKeysOf } from './service';
export { type FileStorage, S3Storage, type StorageConfig, openStorage } from './storage';
export { CONTENT_TYPES, detectArtworkType, isZip } from './detect';
export { BUCKETS } from './storage';
