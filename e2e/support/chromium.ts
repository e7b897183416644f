import fs from 'node:fs';

/** Debian's chromium package; CHROMIUM_PATH overrides it on other systems. */
export function chromiumExecutable(): string {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(
    (p): p is string => typeof p === 'string' && p.length > 0,
  );
  const found = candidates.find((p) => fs.existsSync(p));
  if (!found) {
    throw new Error(`No Chromium found (tried ${candidates.join(', ')}). Install it: apt-get install -y chromium`);
  }
  return found;
}
