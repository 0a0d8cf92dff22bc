import { hostileInputShard } from './hostile-input.ts';

// Shard 2 of the hostile-input suite (hostile-input.ts: why it is dealt into files, and how).
hostileInputShard(2);
