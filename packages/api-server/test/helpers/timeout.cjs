/* global jest */
// testTimeout in a project config is ignored when jest runs the workspace's projects together
// (it is a global option), so the embedded-database boot time is granted here, per test file.
jest.setTimeout(60_000);
