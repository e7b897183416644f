/** Base class so callers can catch every configuration problem of this package at once. */
export class RegionConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = new.target.name;
  }
}

export class UnknownRegionError extends RegionConfigError {
  constructor(readonly region: string) {
    super(`Unknown region "${region}"`);
  }
}

export class UnsetRegionError extends RegionConfigError {
  constructor() {
    super('Region is not set');
  }
}

export class MissingRegionKeyError extends RegionConfigError {
  constructor(
    readonly region: string,
    readonly key: string,
  ) {
    super(`Region "${region}" has no value for "${key}"`);
  }
}
