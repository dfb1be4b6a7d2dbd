export declare const serverMemoryEnv: Record<'MALLOC_ARENA_MAX' | 'MALLOC_MMAP_THRESHOLD_', string>;
