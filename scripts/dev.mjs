/** `npm run dev`: the reference API (restarting on changes) and Astro's dev server. */
import process from 'node:process';
import { runTogether } from './processes.mjs';

const apiPort = process.env.API_PORT ?? '8787';
runTogether([
  {
    name: 'api',
    command: 'node',
    args: ['--watch', 'api/src/main.ts'],
    env: { API_PORT: apiPort, SITE_URL: 'http://localhost:4321' },
  },
  {
    name: 'site',
    command: 'astro',
    args: ['dev'],
    env: { PUBLIC_API_URL: process.env.PUBLIC_API_URL ?? `http://localhost:${apiPort}` },
  },
]);
