// The persister's chunk: TanStack Query's persistence and the IndexedDB store it writes to.
export { persistQueryClient } from '@tanstack/react-query-persist-client';
export { savedDataPersister } from './saved-data.ts';
