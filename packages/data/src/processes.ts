/** Whether the process with that id runs (EPERM: it does, only it is not ours to signal). Only node's
 * own modules, so the operators' commands can ask without loading a database driver. */
export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}
