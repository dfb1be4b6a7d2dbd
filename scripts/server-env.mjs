// The memory settings `npm start` gives the server process (bench/server-memory.ts measures
// them). glibc gives each thread that allocates its own malloc arena, and libvips' worker
// threads then keep hundreds of MB after photo uploads: two arenas keep it near what is in
// use. A fixed mmap threshold (128 KB, glibc's starting value, which it otherwise raises
// after the first large free) hands image buffers back to the system when they are freed
// instead of leaving them in the heap: about 170 MB less at rest after the demo photos, for
// 5–10 % more CPU on an upload (bench/heic-ready.ts). V8's young generation at 4 MB a
// half-space instead of 16: an idle shop's heap holds little that is young, and the larger
// spaces stayed committed after each burst of uploads (about 80 MB less after the demo
// photos, decision 029). A value set in the environment wins.
export const serverMemoryEnv = {
  MALLOC_ARENA_MAX: '2',
  MALLOC_MMAP_THRESHOLD_: '131072',
  NODE_OPTIONS: '--max-semi-space-size=4',
};
