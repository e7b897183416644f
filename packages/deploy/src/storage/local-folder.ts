import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { checkKey, PreconditionFailedError, type ObjectStore, type PutOptions, type StoredObject } from './object-store';

/** A lock older than this was left by a process that died mid-write. */
const STALE_LOCK_MS = 30_000;
const LOCK_WAIT_MS = 10_000;

function etagOf(body: Buffer): string {
  return `"${createHash('sha256').update(body).digest('hex').slice(0, 32)}"`;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * A folder standing in for the CDN bucket (`.deploy/` by default), served by the local static host.
 * Writes go to a temporary file renamed into place, so a reader sees the old or the new content,
 * never half of it. Conditional writes hold a lock file (created with O_EXCL, which is atomic on a
 * local file system) across read-compare-rename, so two processes cannot both win a compare-and-swap.
 */
export class LocalFolderStore implements ObjectStore {
  readonly root: string;

  constructor(root: string) {
    this.root = path.resolve(root);
  }

  get description(): string {
    return `folder ${this.root}`;
  }

  private file(key: string): string {
    return path.join(this.root, ...checkKey(key).split('/'));
  }

  async get(key: string): Promise<StoredObject | null> {
    try {
      const body = await fs.readFile(this.file(key));
      return { body, etag: etagOf(body) };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw err;
    }
  }

  async put(key: string, body: Buffer | string, options: PutOptions = {}): Promise<{ etag: string }> {
    const file = this.file(key);
    const data = typeof body === 'string' ? Buffer.from(body) : body;
    await fs.mkdir(path.dirname(file), { recursive: true });
    const conditional = options.ifMatch !== undefined || options.ifNoneMatch !== undefined;
    const release = conditional ? await this.lock(file) : null;
    try {
      if (conditional) {
        const current = await this.get(key);
        if (options.ifNoneMatch === '*' && current) throw new PreconditionFailedError(key, 'already exists');
        if (options.ifMatch !== undefined && current?.etag !== options.ifMatch) {
          throw new PreconditionFailedError(key, current ? 'changed since it was read' : 'no longer exists');
        }
      }
      const tmp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
      await fs.writeFile(tmp, data);
      await fs.rename(tmp, file);
      return { etag: etagOf(data) };
    } finally {
      await release?.();
    }
  }

  async list(prefix: string): Promise<string[]> {
    const base = prefix === '' ? this.root : path.join(this.root, ...prefix.replace(/\/$/, '').split('/').map((p) => checkKey(p)));
    const out: string[] = [];
    const walk = async (dir: string): Promise<void> => {
      let entries;
      try {
        entries = await fs.readdir(dir, { withFileTypes: true });
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return;
        throw err;
      }
      for (const e of entries) {
        const full = path.join(dir, e.name);
        if (e.isDirectory()) await walk(full);
        else if (!e.name.endsWith('.tmp') && !e.name.endsWith('.lock')) out.push(path.relative(this.root, full).split(path.sep).join('/'));
      }
    };
    await walk(base);
    return out;
  }

  private async lock(file: string): Promise<() => Promise<void>> {
    const lockFile = `${file}.lock`;
    const started = Date.now();
    for (;;) {
      try {
        const handle = await fs.open(lockFile, 'wx');
        await handle.close();
        return () => fs.rm(lockFile, { force: true });
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
        const age = await fs.stat(lockFile).then((s) => Date.now() - s.mtimeMs, () => 0);
        if (age > STALE_LOCK_MS) {
          await fs.rm(lockFile, { force: true });
          continue;
        }
        if (Date.now() - started > LOCK_WAIT_MS) throw new Error(`${lockFile} is held by another deploy for more than ${LOCK_WAIT_MS / 1000} s`);
        await sleep(5 + Math.random() * 20);
      }
    }
  }
}
