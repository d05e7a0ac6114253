// Jest's --filter for CI's second pass of the integration suite (TEST_DATABASE_URL set): it leaves
// out the files that choose their database themselves and so would run a second time unchanged.
// Such a file says so on its first line: `// @ownDatabase postgres` (a cluster of nodes needs a
// shared PostgreSQL, TEST_DATABASE_URL or the local one, in either pass), `// @ownDatabase
// embedded` (backups and probes of the embedded database) or `// @ownDatabase none`.
const { readFileSync } = require('node:fs');

const OWN_DATABASE = /^\/\/ @ownDatabase (postgres|embedded|none)\b/;

module.exports = async (paths) => ({ filtered: paths.filter((path) => !OWN_DATABASE.test(readFileSync(path, 'utf8'))) });
