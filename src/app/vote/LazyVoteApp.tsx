import { ClientOnlyApp } from '../components/ClientOnlyApp';

const loadVoteApp = () => import(/* webpackChunkName: "vote-app" */ './VoteApp');

/** The voting app runs only in the browser: it keeps the ballot in local storage. */
export function LazyVoteApp() {
  return <ClientOnlyApp load={loadVoteApp} loading="Loading the voting app…" failed="The voting app could not be loaded." />;
}
