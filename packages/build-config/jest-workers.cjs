// Jest's worker settings for the runs that include the API's test files: the root config's, and the
// same values on the command line of the API package's `test` script (jest takes them for a run, not
// for one project of it). Jest would run in band on a 2-core machine (cores - 1 workers), and a process that is
// never recycled keeps every test file's embedded database: see the root jest.config.cjs.
module.exports = {
  maxWorkers: 2,
  workerIdleMemoryLimit: '600MB',
};
