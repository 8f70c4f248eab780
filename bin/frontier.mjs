#!/usr/bin/env node
// The `frontier` command (package.json "bin"). The CLI is TypeScript, run in place through
// tsx's loader: no build step, and the same code as `npm run solve`.
import { register } from 'tsx/esm/api';

register();
const { main } = await import('../src/cli/frontier.ts');
await main(process.argv.slice(2));
