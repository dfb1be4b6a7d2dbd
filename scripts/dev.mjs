// `npm run dev`: the API server in watch mode on port 3001 and Vite (with its proxy to the
// API) on port 5173. Ctrl+C stops both.
import { spawn } from 'node:child_process';

const children = [
  spawn('npm', ['run', 'dev', '-w', '@shop/server'], {
    stdio: 'inherit',
    env: {
      ...process.env,
      PORT: process.env.API_PORT ?? '3001',
      PUBLIC_URL: 'http://localhost:5173',
    },
  }),
  spawn('npm', ['run', 'dev', '-w', '@shop/web'], { stdio: 'inherit' }),
];
const stop = () => children.forEach((c) => c.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children)
  child.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
