import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

/** The name in the project's root package.json: a folder holding it is a clone of the project. */
const PROJECT_NAME = 'kahraba';

/**
 * Where the embedded PostgreSQL keeps its data, and how that place was chosen
 * (docs/cli-database.md): DATA_DIR when set; else `.data` in the project folder around the working
 * folder (where `npm start` and `npm run billing` run); else, outside any project folder, `.data`
 * in the working folder itself.
 */
export interface DataDirectory {
  path: string;
  chosenBy: 'DATA_DIR' | 'project folder' | 'working folder';
  /** The folder the process runs in, against which the place was chosen. */
  workingFolder: string;
}

export function dataDirectoryOf(env: NodeJS.ProcessEnv, workingFolder = process.cwd()): DataDirectory {
  if (env.DATA_DIR)
    return { path: resolve(workingFolder, env.DATA_DIR), chosenBy: 'DATA_DIR', workingFolder };
  const project = projectFolderAround(workingFolder);
  return project
    ? { path: join(project, '.data'), chosenBy: 'project folder', workingFolder }
    : { path: resolve(workingFolder, '.data'), chosenBy: 'working folder', workingFolder };
}

/** The clone of the project that holds `folder` (the nearest one up the tree), or null. */
export function projectFolderAround(folder: string): string | null {
  for (let current = resolve(folder); ; current = dirname(current)) {
    if (isProjectFolder(current)) return current;
    if (dirname(current) === current) return null;
  }
}

function isProjectFolder(folder: string): boolean {
  const manifest = join(folder, 'package.json');
  if (!existsSync(manifest)) return false;
  try {
    return (JSON.parse(readFileSync(manifest, 'utf8')) as { name?: unknown }).name === PROJECT_NAME;
  } catch {
    return false;
  }
}
