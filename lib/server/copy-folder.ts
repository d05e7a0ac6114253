import { copyFile, mkdir, readdir } from 'node:fs/promises';
import path from 'node:path';

/**
 * A folder and everything in it, every file at once. An embedded database is 1 200 files: one
 * after another (`fs.cpSync`, `fs.promises.cp`) they took 0.6-1.7 s on a 2-core machine, at once
 * 0.1-0.6 s.
 */
export async function copyFolder(from: string, to: string): Promise<void> {
  await mkdir(to);
  const entries = await readdir(from, { withFileTypes: true });
  await Promise.all(entries.map((entry) => (entry.isDirectory() ? copyFolder : copyFile)(path.join(from, entry.name), path.join(to, entry.name))));
}
