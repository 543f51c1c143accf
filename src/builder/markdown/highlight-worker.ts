/** The highlight worker's thread (render-pool.ts): highlights the code blocks it is sent. */
import { serveTasks } from '../serve-tasks';
import { highlightBlocks } from './highlight';

serveTasks(highlightBlocks);
