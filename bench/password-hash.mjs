// Cost of the password hash that dominates sign-in and sign-up (argon2id, m=19 MiB, t=2,
// p=1), against a SHA-256 of the same input in the same run as the baseline.
// Run: node bench/password-hash.mjs [rounds]
import { createHash } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

const rounds = Number(process.argv[2] ?? 20);
const options = { memoryCost: 19_456, timeCost: 2, parallelism: 1, outputLen: 32 };
const password = 'Lumen#Fotos2026';

async function time(fn) {
  const samples = [];
  for (let i = 0; i < rounds; i++) {
    const start = process.hrtime.bigint();
    await fn();
    samples.push(Number(process.hrtime.bigint() - start) / 1e6);
  }
  samples.sort((a, b) => a - b);
  return {
    median: samples[Math.floor(samples.length / 2)],
    p90: samples[Math.floor(samples.length * 0.9)],
  };
}

const stored = await hash(password, options);
const baseline = await time(async () => createHash('sha256').update(password).digest('hex'));
const hashing = await time(() => hash(password, options));
const verifying = await time(() => verify(stored, password));
const fmt = (t) => `median ${t.median.toFixed(2)} ms, p90 ${t.p90.toFixed(2)} ms`;
console.log(`rounds: ${rounds}`);
console.log(`sha256 (baseline): ${fmt(baseline)}`);
console.log(
  `argon2id hash:     ${fmt(hashing)}  (${(hashing.median / baseline.median).toFixed(0)}x baseline)`,
);
console.log(
  `argon2id verify:   ${fmt(verifying)}  (${(verifying.median / baseline.median).toFixed(0)}x baseline)`,
);
console.log(`=> at most ~${Math.floor(1000 / verifying.median)} sign-ins per second per core`);
