import fs from 'node:fs';
import path from 'node:path';

/**
 * The project's folder, the one holding package.json. The server runs from src/server under the test
 * runner and `npm run dev`, and from dist/server once compiled, so files it reads beside the code
 * (the built client, the catalogues, the migrations) are found from here rather than from the
 * module's own place.
 */
function projectRoot(): string {
  for (let folder = import.meta.dirname; ; folder = path.dirname(folder)) {
    if (fs.existsSync(path.join(folder, 'package.json'))) return folder;
    if (path.dirname(folder) === folder) throw new Error(`No package.json above ${import.meta.dirname}`);
  }
}

const root = projectRoot();

/** A path inside the project, e.g. `projectPath('dist', 'client')`. */
export const projectPath = (...segments: string[]) => path.join(root, ...segments);
