/** Writes client-message-ids.ts from a scan of the client modules; stops on any scan problem. */
import { writeFileSync } from 'node:fs';
import { clientMessageIdsFile, clientMessageIdsModule, scanThisSource } from './client-message-source';

const scan = scanThisSource();
if (scan.problems.length > 0) {
  console.error(`Client message ids cannot be trusted until these are fixed:\n${scan.problems.join('\n')}`);
  process.exit(1);
}
writeFileSync(clientMessageIdsFile, clientMessageIdsModule(scan.ids));
console.info(`${scan.ids.length} client message ids from ${scan.clientModules.length} client modules`);
