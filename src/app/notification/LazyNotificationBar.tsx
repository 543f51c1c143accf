import { lazyWhenIdle } from '../components/lazyWhenIdle';

/** The notice depends on local storage, which the prerendered HTML cannot know, and it can wait. */
export const LazyNotificationBar = lazyWhenIdle(() => import(/* webpackChunkName: "notification-bar" */ './NotificationBar'));
