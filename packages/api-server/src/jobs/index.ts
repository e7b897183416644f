// The jobs module's face: the pg-boss queue of background jobs and this process among the API's.
export { createJobs, QUEUES, type Jobs } from './queue';
export { InstanceRegistry } from './instance';
export { ownerAlive } from './instances-repo';
