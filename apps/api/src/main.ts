import { serve } from './serve.ts';

// The production entry (npm start, apps/api/dist/main.js): serve.ts says what it does.
void serve();
