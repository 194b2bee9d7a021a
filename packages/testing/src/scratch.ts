import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** Where tests keep throw-away data: memory-backed /dev/shm where the machine has it (embedded
 * databases write and sync a lot, and a suite's data is gone when it ends anyway), else the temp folder. */
function scratchRoot(): string {
  try {
    fs.accessSync('/dev/shm', fs.constants.W_OK);
    return '/dev/shm';
  } catch {
    return os.tmpdir();
  }
}

/** A new empty folder for one test's data; the caller removes it. */
export function scratchDir(prefix: string): string {
  return fs.mkdtempSync(path.join(scratchRoot(), `${prefix}-`));
}
