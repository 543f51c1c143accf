/** The render pool's worker thread (render-pool.ts): highlights the code blocks it is sent, and renders whole pages it is given. */
import { serveTasks } from '../serve-tasks';
import { answerTask, type WorkerTask } from './render-pool';

serveTasks<WorkerTask, unknown>(answerTask);
