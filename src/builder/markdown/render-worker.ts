/** A render worker's thread (render-pool.ts): renders the pages it is sent. */
import { serveTasks } from '../serve-tasks';
import { renderTask } from './render-task';

serveTasks(renderTask);
