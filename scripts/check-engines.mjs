// `npm run lint`: fails when an installed package declares in its `engines` that it does not run on
// this Node (npm only warns), so a dependency that needs a newer Node than production's is caught
// when it is added, not when it first breaks.
import fs from 'node:fs';
import path from 'node:path';
import semver from 'semver';

function* installedPackages(directory) {
  if (!fs.existsSync(directory)) return;
  for (const entry of fs.readdirSync(directory, { withFileTypes: true })) {
    if (!entry.isDirectory() || entry.name.startsWith('.')) continue;
    const packageDirectory = path.join(directory, entry.name);
    if (entry.name.startsWith('@')) {
      yield* installedPackages(packageDirectory);
      continue;
    }
    const manifest = path.join(packageDirectory, 'package.json');
    if (fs.existsSync(manifest)) yield { directory: packageDirectory, manifest: JSON.parse(fs.readFileSync(manifest, 'utf8')) };
    yield* installedPackages(path.join(packageDirectory, 'node_modules'));
  }
}

const refused = [];
for (const { directory, manifest } of installedPackages('node_modules')) {
  const wanted = manifest.engines?.node;
  if (typeof wanted === 'string' && semver.validRange(wanted) && !semver.satisfies(process.version, wanted)) {
    refused.push(`${path.relative('node_modules', directory)}@${manifest.version} needs Node ${wanted}`);
  }
}
if (refused.length > 0) {
  console.error(`Installed packages that do not support Node ${process.version}:\n  ${refused.join('\n  ')}`);
  process.exit(1);
}
console.log(`Every installed package supports Node ${process.version}.`);
