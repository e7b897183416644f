export { checkCandidate, sameMajor, type GateInput, type GateProblem, type ProblemKind } from './gate';
export { parseManifest, parseManifestText, releaseId, describeRelease, ManifestError, type FederationManifest, type ReleaseInfo } from './manifest';
export * from './storage';
export * from './pointer';
export { readCandidate, uploadRelease, releasePrefix, ImmutableReleaseError, MANIFEST } from './release';
export { checkManifest, deployRelease, rollbackRelease, GateRefusedError, StagingSettingsError, type DeployResult, type RollbackResult } from './commands';
export { configFromEnv, LOCAL_CDN_PORT, type DeployConfig } from './config';
export { REMOTE_APPS, REMOTE_KEYS, remoteKey, federationName, type RemoteKey } from './remotes';
export { cacheControlFor, contentTypeFor, IMMUTABLE, REVALIDATE } from './asset-headers.js';
