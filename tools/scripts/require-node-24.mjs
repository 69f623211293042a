// Fails loudly when the Node in use is not 24. npm scripts and `npx nx` put the Node 24 that
// package.json pins (devDependency "node") first on PATH; a bare `nx` or `node` may not.
const major = Number(process.versions.node.split('.')[0]);
if (major !== 24) {
  console.error(
    `\nThis workspace runs on Node 24, but Node ${process.versions.node} is active (${process.execPath}).\n` +
      'Run commands through npm scripts (npm start, npm test) or `npx nx …`, which use the pinned Node 24\n' +
      'from node_modules. If node_modules/node is missing, run `npm ci` again.\n',
  );
  process.exit(1);
}
