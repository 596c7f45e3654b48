// `npm run audit:verify` (scripts/audit-verify.mjs runs this once the server is built): the audit log's hash
// chain in CONSOLE_DATABASE checked from its first kept event. Exit 0 when every event matches; 1 naming the first
// that does not, or saying why the log could not be read. One line each, never a stack trace.
import { ConfigError, readConfig } from '../../shared/config.js';
import { verifyChainAt } from './verifyChain.js';

async function verify(): Promise<number> {
  let location: string;
  try {
    location = readConfig().consoleDatabase;
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`audit:verify: ${error.message}`);
      return 1;
    }
    throw error;
  }
  const { code, line } = await verifyChainAt(location);
  (code === 0 ? console.log : console.error)(line);
  return code;
}

process.exitCode = await verify().catch((error: Error) => {
  console.error(`audit:verify: ${error.message}`);
  return 1;
});
