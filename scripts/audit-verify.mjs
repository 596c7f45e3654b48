// `npm run audit:verify`: checks the hash chain of the audit log in CONSOLE_DATABASE (as the server reads it,
// ./data/console.db unless set), from its first kept event to its last. Exit 0 when every event matches, else 1,
// naming the first event that does not.
import { spawn } from 'node:child_process';
import { buildWhereStale } from './freshBuild.mjs';

buildWhereStale('npm run audit:verify', ['build:server']);
const check = spawn(process.execPath, ['dist-server/server/console/audit/verifyCommand.js'], { stdio: 'inherit' });
check.on('exit', (code) => process.exit(code ?? 1));
