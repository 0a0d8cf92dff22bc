// Runs before each scale test file: a failed test keeps the work folder with the process logs.
import { beforeEach } from 'vitest';
import { noteFailure } from './environment.mjs';

beforeEach(({ onTestFailed }) => onTestFailed(() => noteFailure()));
